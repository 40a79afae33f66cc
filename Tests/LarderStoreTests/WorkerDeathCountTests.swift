import Foundation
import LarderStore
import Testing

/// What the daemon counts when an attempt kills its OCR worker or finds none: deaths add up, a failed job taken
/// again starts from none, and an attempt that was not the file's fault is given back.
struct WorkerDeathCountTests {
    @Test func deathsAddUpAndAFailedJobTakenAgainStartsFromNone() throws {
        // Given a job whose file killed its worker three times and failed
        let database = try LarderDatabase.inMemory()
        let job = try database.enqueueJob(sourcePath: "/inbox/a.jpg", isFolder: false, sha256: "a")
        let id = try #require(job.id)
        _ = try database.claimNextJob()
        #expect(try (0..<3).map { _ in try database.recordWorkerDeath(ofJob: id) } == [1, 2, 3])
        try database.moveJob(id, to: .failed, error: "killed its OCR worker 3 times", failedOnContent: true)

        // When the file is replaced in the failed folder and taken again
        try database.reopenFailedJob(id, at: "/inbox/a.jpg")

        // Then it starts again with no deaths and no attempts
        let reopened = try #require(try database.job(id: id))
        #expect(reopened.workerDeaths == 0 && reopened.attempts == 0, "\(reopened)")
    }

    @Test func anAttemptThatFoundNoWorkerIsGivenBack() throws {
        let database = try LarderDatabase.inMemory()
        let job = try database.enqueueJob(sourcePath: "/inbox/a.jpg", isFolder: false, sha256: "a")
        let id = try #require(job.id)
        _ = try database.claimNextJob()
        #expect(try database.job(id: id)?.attempts == 1)

        try database.giveBackAttempt(ofJob: id)

        #expect(try database.job(id: id)?.attempts == 0)
        #expect(throws: StoreError.self) { try database.recordWorkerDeath(ofJob: 999) }
    }
}
