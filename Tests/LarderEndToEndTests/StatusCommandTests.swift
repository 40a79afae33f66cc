import Foundation
import LarderStore
import LarderTestSupport
import Testing

/// `larder status` and `larder config check` as a user runs them.
struct StatusCommandTests {
    @Test func twoProcessesCreatingOneDatabaseBothSucceed() throws {
        // Given a data folder with no database yet
        let harness = try DaemonHarness()

        // When two commands that write create it at the same time (as the daemon and `larder process` may),
        // a few times over
        for round in 0..<3 {
            for suffix in ["", "-wal", "-shm"] {
                try? FileManager.default.removeItem(atPath: harness.databasePath + suffix)
            }
            let background = try harness.larder.start(
                ["foods", "add", "oat drink", "--db", harness.databasePath], logIn: harness.folder
            )
            let foreground = try harness.larder.run(["foods", "add", "rye bread", "--db", harness.databasePath])

            // Then both write into the same, fresh schema
            #expect(foreground.exitCode == 0, "round \(round): \(foreground.standardError)")
            #expect(background.waitForExit() == 0, "round \(round): \(background.log)")
            #expect(try harness.status()["queueDepth"] as? Int == 0, "round \(round)")
        }
    }

    @Test func statusCountsJobsAndConfigCheckNamesABadKey() throws {
        // Given a new database
        let harness = try DaemonHarness()
        _ = try LarderDatabase.open(atPath: harness.databasePath)

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
