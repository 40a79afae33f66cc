import Foundation
import LarderTestSupport
import Testing

/// The daemon's optional `/metrics` and `/healthz`, asked over real HTTP while the built binary runs.
@Suite(.serialized) struct DaemonMetricsTests {
    @Test func metricsCountTheJobsAndHealthzAnswersWhileTheDaemonRuns() throws {
        // Given a daemon with metrics turned on at a free loopback port
        let harness = try DaemonHarness()
        let port = try LoopbackHTTP.freePort()
        try harness.appendConfig("[metrics]\nenabled = true\naddress = \"127.0.0.1:\(port)\"\n")
        let daemon = try harness.start()
        try harness.waitUntil("metrics are served", daemon: daemon) { daemon.log.contains("serving metrics") }
        let base = try #require(URL(string: "http://127.0.0.1:\(port)"))

        // When one receipt is stored and one junk file fails
        try harness.drop(Fixtures.testReceipt("aldi-nord-01.jpg"), as: "aldi.jpg")
        try Data("not an image".utf8).write(to: URL(fileURLWithPath: harness.inbox + "/junk.png"))
        try harness.waitUntil("both files are finished", daemon: daemon) {
            harness.files(under: "inbox").isEmpty && harness.files(under: "archive").count == 1
        }
        let metrics = try LoopbackHTTP.get(base.appendingPathComponent("metrics"))
        let health = try LoopbackHTTP.get(base.appendingPathComponent("healthz"))

        // Then the scrape shows the jobs by state, the outcomes, the queue and how long OCR and extraction took
        #expect(metrics.status == 200)
        let stored = sample(named: "larder_jobs{state=\"done\"}", in: metrics.body)
            + sample(named: "larder_jobs{state=\"needs_review\"}", in: metrics.body)
        #expect(stored == 1, "\(metrics.body)")
        #expect(sample(named: "larder_jobs{state=\"failed\"}", in: metrics.body) == 1)
        #expect(sample(named: "larder_queue_depth", in: metrics.body) == 0)
        #expect(sample(named: "larder_receipts_processed_total", in: metrics.body) == 1)
        #expect(sample(named: "larder_receipts_failed_total", in: metrics.body) == 1)
        #expect(sample(named: "larder_ocr_duration_seconds_count", in: metrics.body) == 1)
        #expect(sample(named: "larder_extraction_duration_seconds_count", in: metrics.body) == 1)
        #expect(health.status == 200 && health.body == "ok\n")

        // And SIGTERM stops the server with the daemon
        daemon.send(SIGTERM)
        #expect(daemon.waitForExit() == 0, "\(daemon.log)")
        #expect((try? LoopbackHTTP.get(base.appendingPathComponent("healthz"))) == nil)
    }

    @Test func aTakenMetricsPortStopsStartUpSayingWhatToDo() throws {
        // Given a metrics address someone else already listens on
        let harness = try DaemonHarness()
        let first = try DaemonHarness()
        let port = try LoopbackHTTP.freePort()
        let metrics = "[metrics]\nenabled = true\naddress = \"127.0.0.1:\(port)\"\n"
        try first.appendConfig(metrics)
        let holder = try first.start()
        try first.waitUntil("the first daemon serves metrics", daemon: holder) {
            holder.log.contains("serving metrics")
        }

        // When a second daemon is configured with the same address
        try harness.appendConfig(metrics)
        let second = try harness.start()

        // Then it refuses to start and names the setting to change
        #expect(second.waitForExit() == 1)
        #expect(second.log.contains("choose another [metrics] address"), "\(second.log)")
        holder.send(SIGTERM)
        #expect(holder.waitForExit() == 0)
    }

    /// The value of the sample line that starts with `name`, or -1 when there is none.
    private func sample(named name: String, in body: String) -> Double {
        for line in body.split(separator: "\n") where line.hasPrefix(name + " ") {
            return Double(line.dropFirst(name.count + 1)) ?? -1
        }
        return -1
    }
}

extension DaemonHarness {
    /// Adds TOML tables to the end of the configuration.
    func appendConfig(_ text: String) throws {
        let config = try String(contentsOfFile: configPath, encoding: .utf8)
        try (config + "\n" + text).write(toFile: configPath, atomically: true, encoding: .utf8)
    }
}
