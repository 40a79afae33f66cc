import Foundation
import GRDB
import LarderStore
import LarderTestSupport
import Testing

struct JobQueueTests {
    @Test func workersTakeJobsOnceInOrder() throws {
        // Given two queued jobs
        let database = try LarderDatabase.inMemory()
        let first = try database.enqueueJob(sourcePath: "/inbox/a.jpg", isFolder: false, sha256: "a")
        try database.enqueueJob(sourcePath: "/inbox/b.jpg", isFolder: false, sha256: "b")

        // When three claims are made
        let claims = try (0..<3).map { _ in try database.claimNextJob() }

        // Then each job is taken once, oldest first, as an OCR attempt
        #expect(claims.map { $0?.sourcePath } == ["/inbox/a.jpg", "/inbox/b.jpg", nil])
        #expect(claims[0]?.id == first.id)
        #expect(claims[0]?.state == .ocr)
        #expect(claims[0]?.attempts == 1)
    }

    @Test func aRetryIsTakenOnlyWhenDue() throws {
        let database = try LarderDatabase.inMemory()
        let now = Date(timeIntervalSince1970: 1_000_000)
        let job = try database.enqueueJob(sourcePath: "/inbox/a.jpg", isFolder: false, sha256: "a", now: now)
        _ = try database.claimNextJob(now: now)
        try database.moveJob(
            job.id!, to: .waitingRetry, error: "database is locked", nextAttemptAt: now.addingTimeInterval(30), now: now
        )

        #expect(try database.claimNextJob(now: now.addingTimeInterval(29)) == nil)
        let retried = try database.claimNextJob(now: now.addingTimeInterval(30))

        #expect(retried?.attempts == 2)
        #expect(retried?.lastError == "database is locked")
    }

    @Test func forbiddenMovesAreRefused() throws {
        let database = try LarderDatabase.inMemory()
        let job = try database.enqueueJob(sourcePath: "/inbox/a.jpg", isFolder: false, sha256: "a")

        let error = #expect(throws: StoreError.self) { try database.moveJob(job.id!, to: .done) }

        #expect(error?.code == .invalidTransition)
        #expect(try database.job(id: job.id!)?.state == .queued)
    }

    @Test func interruptedJobsAreRequeuedAndFinishedOnesAwaitTheirMove() throws {
        // Given one job in flight and one finished whose file was not moved yet
        let folder = try TemporaryDirectory()
        let database = try LarderDatabase.open(atPath: folder.path("larder.sqlite"))
        let running = try database.enqueueJob(sourcePath: "/inbox/a.jpg", isFolder: false, sha256: "a")
        let finished = try database.enqueueJob(sourcePath: "/inbox/b.jpg", isFolder: false, sha256: "b")
        _ = try database.claimNextJob()
        _ = try database.claimNextJob()
        try database.moveJob(finished.id!, to: .failed, error: "not an image")

        // When the next start reopens the database
        let reopened = try LarderDatabase.open(atPath: folder.path("larder.sqlite"))
        let requeued = try reopened.requeueInterruptedJobs()

        // Then the interrupted job is queued again and the finished one still owns its file
        #expect(requeued == 1)
        #expect(try reopened.job(id: running.id!)?.state == .queued)
        #expect(try reopened.finishedJobsAwaitingMove().map(\.id) == [finished.id])
        #expect(try reopened.pendingJob(sourcePath: "/inbox/b.jpg")?.id == finished.id)
        try reopened.markJobMoved(finished.id!, to: "/failed/b.jpg")
        #expect(try reopened.finishedJobsAwaitingMove().isEmpty)
        #expect(try reopened.pendingJob(sourcePath: "/inbox/b.jpg") == nil)
    }

    @Test func aStoredReceiptsPathFollowsItsFileToTheArchive() throws {
        // Given two stored jobs, one moved to the archive and one whose file vanished in between
        let database = try LarderDatabase.inMemory()
        var ids: [Int64] = []
        for name in ["a", "b"] {
            let saved = try database.save(StoreFixtures.reading(sha256: name))
            let job = try database.enqueueJob(sourcePath: "/tmp/receipt.jpg", isFolder: false, sha256: name)
            _ = try database.claimNextJob()
            try database.moveJob(job.id!, to: .done, receiptId: saved.receiptId)
            ids.append(saved.receiptId)
        }

        // When their moves are recorded
        let jobs = try database.writer.read { db in try JobRecord.fetchAll(db) }
        try database.markJobMoved(jobs[0].id!, to: "/archive/2024/03/receipt.jpg")
        try database.markJobMoved(jobs[1].id!, to: "")

        // Then the first receipt points at its archived file and the second keeps its last known path
        #expect(try database.receipt(id: ids[0])?.storedPath == "/archive/2024/03/receipt.jpg")
        #expect(try database.receipt(id: ids[1])?.storedPath == "/tmp/receipt.jpg")
    }

    @Test func summaryCountsStatesAndRecentErrors() throws {
        let database = try LarderDatabase.inMemory()
        let failing = try database.enqueueJob(sourcePath: "/inbox/a.jpg", isFolder: false, sha256: "a")
        let stored = try database.enqueueJob(sourcePath: "/inbox/b.jpg", isFolder: false, sha256: "b")
        try database.enqueueJob(sourcePath: "/inbox/c.jpg", isFolder: false, sha256: "c")
        _ = try database.claimNextJob()
        _ = try database.claimNextJob()
        try database.moveJob(failing.id!, to: .failed, error: "corrupt image")
        try database.moveJob(stored.id!, to: .done)

        let summary = try database.jobSummary()

        #expect(summary.countsByState[.failed] == 1)
        #expect(summary.countsByState[.done] == 1)
        #expect(summary.countsByState[.queued] == 1)
        #expect(summary.queueDepth == 1)
        #expect(summary.receiptsLastHour == 1)
        #expect(summary.recentErrors.map(\.error) == ["corrupt image"])
    }

    @Test func sameStoreDateAndTotalFromAnotherImageIsFlagged() throws {
        let database = try LarderDatabase.inMemory()
        let first = try database.save(StoreFixtures.reading(sha256: "one"))
        let second = try database.save(StoreFixtures.reading(sha256: "two"))

        #expect(try database.flagPossibleDuplicate(tripId: first.tripId) == nil)
        #expect(try database.flagPossibleDuplicate(tripId: second.tripId) == first.tripId)
        let flagged = try database.writer.read { db in
            try Int64.fetchOne(db, sql: "SELECT possibleDuplicateOfTripId FROM groceryTrip WHERE id = ?",
                               arguments: [second.tripId])
        }
        #expect(flagged == first.tripId)
    }
}
