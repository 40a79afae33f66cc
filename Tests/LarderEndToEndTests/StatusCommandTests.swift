import Foundation
import LarderTestSupport
import Testing

/// `larder status` and `larder config check` as a user runs them.
struct StatusCommandTests {
    @Test func twoProcessesCreatingOneDatabaseBothSucceed() throws {
        // Given a data folder with no database yet
        let harness = try DaemonHarness()

        // When two processes create it at the same time (as the daemon and `larder status` may), a few times over
        for round in 0..<3 {
            for suffix in ["", "-wal", "-shm"] {
                try? FileManager.default.removeItem(atPath: harness.databasePath + suffix)
            }
            let background = try harness.larder.start(
                ["status", "--json", "--config", harness.configPath], logIn: harness.folder
            )
            let foreground = try harness.larder.run(["status", "--json", "--config", harness.configPath])

            // Then both read the same, fresh schema
            #expect(foreground.exitCode == 0, "round \(round): \(foreground.standardError)")
            #expect(background.waitForExit() == 0, "round \(round): \(background.log)")
        }
    }

    @Test func statusCountsJobsAndConfigCheckNamesABadKey() throws {
        let harness = try DaemonHarness()
        let status = try harness.status()
        #expect(status["queueDepth"] as? Int == 0)
        #expect(Set((status["jobs"] as? [String: Int] ?? [:]).keys).isSuperset(of: ["queued", "done", "failed"]))

        let bad = try harness.folder.write(Data("[daemon]\nworkers = -1\n".utf8), to: "bad.toml")
        let check = try harness.larder.run(["config", "check", bad])
        #expect(check.exitCode == 1)
        #expect(check.standardError.contains("daemon.workers: must be between 0 and 256, not -1"))
        let good = try harness.larder.run(["config", "check", harness.configPath])
        #expect(good.exitCode == 0, "\(good.standardError)")
        #expect(good.standardOutput.contains("daemon.stable_seconds = 0.5"))
    }
}
