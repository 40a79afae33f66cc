import Foundation
import GRDB
import LarderPipeline
import LarderStore
import LarderTestSupport
import Testing

/// Scanners and sync clients that pause longer than the settle delay: a file or a folder of pages is stored
/// once, whole, and a file failed while incomplete is taken again when it changes.
@Suite(.serialized) struct DaemonSlowWriterTests {
    @Test func aFileWrittenInChunksThreeSecondsApartIsStoredOnceWhole() async throws {
        // Given a daemon that takes a file after half a second of stillness
        let harness = try DaemonHarness()
        let daemon = try harness.start()
        let image = try Data(contentsOf: URL(fileURLWithPath: Fixtures.testReceipt("batch/batch-005.png")))

        // When a writer creates scan.png and writes it in three chunks, pausing 3 s between them
        let path = harness.inbox + "/scan.png"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        let third = image.count / 3
        for (index, chunk) in [image[..<third], image[third..<(2 * third)], image[(2 * third)...]].enumerated() {
            if index > 0 { try await Task.sleep(for: .seconds(3)) }
            try handle.write(contentsOf: chunk)
        }
        try handle.close()

        // Then one receipt is stored from the whole file, and nothing failed
        try await offThePool {
            try harness.waitUntil("the receipt is stored", daemon: daemon) {
                let jobs = try harness.jobs()
                return (jobs["done"] ?? 0) + (jobs["needs_review"] ?? 0) == 1 && harness.files(under: "inbox").isEmpty
            }
        }
        let jobs = try harness.jobs()
        let status = try harness.status()
        #expect(jobs["failed"] == 0 && jobs.values.reduce(0, +) == 1, "\(jobs) \(status) \(daemon.log)")
        #expect(harness.files(under: "failed").isEmpty)
        let archived = harness.files(under: "archive")
        #expect(archived.count == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: harness.data + "/archive/" + archived[0])) == image)
        #expect(try storedHashes(harness) == [ContentHash.sha256(of: image)])
        // And the stored receipt is logged once, not once by the pipeline and again by the job
        #expect(daemon.log.components(separatedBy: "receipt stored").count - 1 == 1, "\(daemon.log)")
        daemon.send(SIGTERM)
        #expect(try await offThePool { daemon.waitForExit() } == 0)
    }

    @Test func aFolderFilledAPageEveryThreeSecondsIsOneReceiptOfEveryPage() async throws {
        // Given a daemon on its default folder settle delay
        let harness = try DaemonHarness()
        let daemon = try harness.start()

        // When a scanner makes a folder and adds a page every 3 s
        let folder = harness.inbox + "/scan-0001"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // On a thread of its own: a loaded test run can keep the task pool busy far longer than 3 s, and a gap of
        // 10 s (the settle delay) would rightly let the daemon take the folder before its last page.
        try await offThePool {
            for page in 1...3 {
                if page > 1 { Thread.sleep(forTimeInterval: 3) }
                let source = Fixtures.testReceipt("batch/batch-01\(page).png")
                try FileManager.default.copyItem(atPath: source, toPath: "\(folder)/.page-\(page).part")
                try FileManager.default.moveItem(
                    atPath: "\(folder)/.page-\(page).part", toPath: "\(folder)/page-\(page).png")
            }
        }

        // Then it is stored once, with all three pages
        try await offThePool {
            try harness.waitUntil("the folder is stored", daemon: daemon) {
                let jobs = try harness.jobs()
                return (jobs["done"] ?? 0) + (jobs["needs_review"] ?? 0) == 1 && harness.files(under: "inbox").isEmpty
            }
        }
        let database = try LarderDatabase.open(atPath: harness.databasePath)
        let pages = try await database.writer.read { db in try Int.fetchAll(db, sql: "SELECT ocrPages FROM receipt") }
        #expect(pages == [3])
        #expect(harness.files(under: "archive").count == 3)
        daemon.send(SIGTERM)
        #expect(try await offThePool { daemon.waitForExit() } == 0)
    }

    @Test func aFileFailedWhileIncompleteIsTakenAgainWhenItChangesAndAnEmptyFileIsCalledEmpty() async throws {
        // Given a daemon, an empty file and the first half of an image, both left alone
        let harness = try DaemonHarness()
        try harness.setDaemonKey("max_attempts = 2")
        let daemon = try harness.start()
        let image = try Data(contentsOf: URL(fileURLWithPath: Fixtures.testReceipt("batch/batch-006.png")))
        let half = image.count / 2
        try Data().write(to: URL(fileURLWithPath: harness.inbox + "/empty.jpg"))
        try image[..<half].write(to: URL(fileURLWithPath: harness.inbox + "/half.png"))

        // Then, once they have stayed still long enough, both fail with their reasons
        try await offThePool {
            try harness.waitUntil("both files fail", daemon: daemon) {
                harness.files(under: "failed").filter { $0.hasSuffix(".error.txt") }.count == 2
            }
        }
        let emptyReason = try String(contentsOfFile: harness.data + "/failed/empty.jpg.error.txt", encoding: .utf8)
        #expect(emptyReason.contains("is empty"), "\(emptyReason)")
        #expect(!emptyReason.contains("not a JPEG"))

        // When the writer comes back and finishes the half image, now in the failed folder
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: harness.data + "/failed/half.png"))
        try handle.seekToEnd()
        try handle.write(contentsOf: image[half...])
        try handle.close()

        // Then it is taken again and stored whole, and the failed folder keeps only the empty file
        try await offThePool {
            try harness.waitUntil("the completed image is stored", daemon: daemon) {
                let jobs = try harness.jobs()
                return (jobs["done"] ?? 0) + (jobs["needs_review"] ?? 0) == 1 && harness.files(under: "inbox").isEmpty
            }
        }
        #expect(Set(harness.files(under: "failed")) == ["empty.jpg", "empty.jpg.error.txt"])
        #expect(try storedHashes(harness) == [ContentHash.sha256(of: image)])
        #expect(daemon.log.contains("a failed file changed; taking it again"))
        daemon.send(SIGTERM)
        #expect(try await offThePool { daemon.waitForExit() } == 0)
    }

    private func storedHashes(_ harness: DaemonHarness) throws -> [String] {
        let database = try LarderDatabase.open(atPath: harness.databasePath)
        // Receipts that failed (a partial read) are kept too; the stored ones are those a trip was made from.
        return try database.writer.read { db in
            try String.fetchAll(db, sql: "SELECT sha256 FROM receipt WHERE status IN ('done', 'needs_review')")
        }
    }
}
