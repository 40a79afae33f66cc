import Foundation
import LarderTestSupport
import Testing

/// A chain whose network backend is down (nothing listens at its base URL): receipts reach the offline rules
/// in seconds, in `larder process` and in the daemon, instead of after minutes of retries.
@Suite(.serialized) struct BackendOutageTests {
    /// A small, clean receipt whose OCR takes about a second.
    static let receipt = Fixtures.testReceipt("batch/batch-001.png")
    static let secret = "sk-outage-SECRET-0123456789"

    @Test func processFallsThroughARefusedBackendToOfflineAtOnce() throws {
        // Given a local port that was free a moment ago, so nothing listens on it
        let folder = try TemporaryDirectory()
        let port = try LoopbackHTTP.freePort()
        let larder = try LarderExecutable()

        // When a receipt is processed with the chain openai, offline
        let start = ContinuousClock.now
        let result = try larder.run(
            ["process", "--json", "--db", folder.path("larder.sqlite"), "--chain", "openai", "offline",
                "--base-url", "http://127.0.0.1:\(port)/v1", Self.receipt],
            environment: ["OMP_THREAD_LIMIT": "1", "OPENAI_API_KEY": Self.secret])
        let took = ContinuousClock.now - start

        // Then the offline rules stored it, well before one model call's 60 s timeout
        #expect(result.exitCode == 0, "\(result.standardError)")
        let objects = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]]
        let object = try #require(objects?.first, "\(result.standardOutput)")
        #expect(object["backend"] as? String == "offline")
        #expect(["done", "needs_review"].contains(object["status"] as? String))
        #expect(took < .seconds(120), "took \(took) (the bug was 10 minutes)")
        #expect(!result.standardOutput.contains(Self.secret) && !result.standardError.contains(Self.secret))
    }

    @Test func processGivesUpAStalledBackendAtTheChainTimeout() async throws {
        try await withFakeLLMServer { server in
            // Given a model server that takes the request and does not answer for an hour
            server.enqueue(FakeReply(body: "{}", delay: .seconds(3600)))
            let folder = try TemporaryDirectory()
            let larder = try LarderExecutable()

            // When a receipt is processed with a 2 s chain timeout
            let start = ContinuousClock.now
            let result = try await offThePool {
                try larder.run(
                    ["process", "--json", "--db", folder.path("larder.sqlite"), "--chain", "openai", "offline",
                        "--base-url", server.baseURL + "/v1", "--chain-timeout-seconds", "2", Self.receipt],
                    environment: ["OMP_THREAD_LIMIT": "1"])
            }
            let took = ContinuousClock.now - start

            // Then the offline rules stored it soon after the timeout, not after the model call's 60 s
            #expect(result.exitCode == 0, "\(result.standardError)")
            let objects = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]]
            #expect(objects?.first?["backend"] as? String == "offline", "\(result.standardOutput)")
            #expect(server.requests.count == 1)
            #expect(took < .seconds(120), "took \(took) (the bug was 10 minutes)")
        }
    }

    @Test func theDaemonGivesUpAStalledBackendAtItsConfiguredChainTimeout() async throws {
        try await withFakeLLMServer { server in
            // Given a daemon with a 2 s chain timeout whose model server never answers
            server.enqueue(FakeReply(body: "{}", delay: .seconds(3600)))
            let harness = try DaemonHarness(stableSeconds: 0.2)
            try harness.setExtraction(
                "chain = [\"openai\", \"offline\"]\nbase_url = \"\(server.baseURL)/v1\"\nchain_timeout_seconds = 2")
            let daemon = try harness.start()

            // When a receipt is dropped
            let took = try await timeToStore(droppedInto: harness, daemon: daemon)

            // Then the offline rules stored it well before the model call's 60 s timeout, saying why
            daemon.send(SIGTERM)
            #expect(try await offThePool { daemon.waitForExit() } == 0, "\(daemon.log)")
            #expect(took < .seconds(120), "took \(took) (the bug was 10 minutes)")
            #expect(daemon.log.contains("time limit"), "\(daemon.log)")
        }
    }

    @Test func theDaemonStoresADroppedReceiptThroughOfflineWithoutStalling() async throws {
        // Given a daemon whose chain starts with a backend nobody listens for
        let harness = try DaemonHarness(stableSeconds: 0.2)
        let port = try LoopbackHTTP.freePort()
        try harness.setExtraction("chain = [\"openai\", \"offline\"]\nbase_url = \"http://127.0.0.1:\(port)/v1\"")
        let daemon = try harness.start(environment: ["OPENAI_API_KEY": Self.secret])

        // When a receipt is dropped into the inbox
        let took = try await timeToStore(droppedInto: harness, daemon: daemon)

        // Then it is stored within a minute (not the ten minutes of retries it took), saying why openai was passed
        daemon.send(SIGTERM)
        #expect(try await offThePool { daemon.waitForExit() } == 0, "\(daemon.log)")
        #expect(took < .seconds(120), "took \(took) (the bug was 10 minutes)")
        #expect(daemon.log.contains("connection refused"), "\(daemon.log)")
        #expect(!daemon.log.contains(Self.secret))
        #expect(harness.files(under: "failed").isEmpty)
    }

    /// Drops the test receipt into the daemon's inbox and waits until it is stored; how long that took.
    private func timeToStore(droppedInto harness: DaemonHarness, daemon: RunningLarder) async throws -> Duration {
        try harness.drop(Self.receipt, as: "receipt.png")
        let start = ContinuousClock.now
        try await offThePool {
            try harness.waitUntil("the receipt is stored", daemon: daemon) {
                let jobs = try harness.jobs()
                return (jobs["done"] ?? 0) + (jobs["needs_review"] ?? 0) == 1
            }
        }
        return ContinuousClock.now - start
    }
}
