import Foundation
import LarderStore
import LarderTestSupport
import Logging
import Testing

@testable import LarderDaemon

/// When the detector queues a file on a local inbox, with time passed in so nothing waits.
struct InboxDetectorTimingTests {
    private struct Setup {
        let data: DaemonDataFolder
        var settings: DaemonSettings { data.settings }
        let detector: InboxDetector

        init() throws {
            data = try DaemonDataFolder { $0.daemon.watch = .poll }
            detector = InboxDetector(database: data.database, settings: data.settings, logger: Logger(label: "test"))
        }

        func drop(_ name: String, modified: Date) throws -> String {
            let path = try data.drop("aldi-nord-01.jpg", as: name)
            try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path)
            return path
        }

        func isQueued(_ path: String) throws -> Bool { try data.database.pendingJob(sourcePath: path) != nil }
    }

    @Test func aFileWrittenLongAgoIsQueuedAtTheSecondLookAndAFreshOneAfterTheDelay() throws {
        // Given a temporary (local) inbox holding a file synced with its original time and one just written
        let setup = try Setup()
        let now = Date()
        let synced = try setup.drop("synced.jpg", modified: now.addingTimeInterval(-3_600))
        let fresh = try setup.drop("fresh.jpg", modified: now)

        // When the detector looks, then looks again a quarter of a second later
        setup.detector.tick(settings: setup.settings, now: now)
        #expect(try !setup.isQueued(synced))
        setup.detector.tick(settings: setup.settings, now: now.addingTimeInterval(0.25))

        // Then the old file is queued and the fresh one waits for the full delay
        #expect(try setup.isQueued(synced))
        #expect(try !setup.isQueued(fresh))
        setup.detector.tick(settings: setup.settings, now: now.addingTimeInterval(setup.settings.daemon.stableSeconds))
        #expect(try setup.isQueued(fresh))
    }
}
