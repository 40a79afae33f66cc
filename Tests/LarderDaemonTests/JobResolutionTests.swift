import LarderCore
import LarderOCR
import LarderPipeline
import LarderStore
import Testing

@testable import LarderDaemon

struct JobResolutionTests {
    private func failed(_ error: any Error, at stage: ProcessingFailure.Stage = .recognition) -> ProcessingOutcome {
        var outcome = ProcessingOutcome(
            file: "a.jpg", sha256: "abc", status: .failed, failure: ProcessingFailure(error, at: stage, message: "why"))
        outcome.receiptId = 1
        return outcome
    }

    @Test func aFailureWorthRetryingIsTransientAndAnyOtherPermanent() {
        let corrupt = OCRError(code: .corruptImage, file: "a.jpg", message: "truncated")
        let unreadable = OCRError(code: .unreadableFile, file: "a.jpg", message: "permission denied")

        #expect(JobResolution(failed(corrupt), ownsDuplicate: false) == .permanent("why"))
        #expect(JobResolution(failed(unreadable), ownsDuplicate: false) == .transient("why"))
    }

    @Test func aKilledWorkerIsCountedAndAMissingOneIsNotTheFiles() {
        let crashed = OCRWorkerError(code: .killed, message: "crashed")
        let neverStarted = OCRWorkerError(code: .unavailable, message: "cannot start")

        #expect(JobResolution(failed(crashed), ownsDuplicate: false) == .killedWorker("why"))
        #expect(JobResolution(failed(neverStarted), ownsDuplicate: false) == .noWorker("why"))
    }

    @Test func aFailedOutcomeWithoutAFailureIsRetried() {
        let outcome = ProcessingOutcome(file: "a.jpg", sha256: "abc", status: .failed)
        #expect(JobResolution(outcome, ownsDuplicate: false) == .transient("unknown failure"))
    }

    @Test func aDuplicateIsTheJobsOwnOnlyWhenAnInterruptedAttemptStoredIt() {
        var outcome = ProcessingOutcome(file: "a.jpg", sha256: "abc", status: .duplicate)
        outcome.duplicateOf = 7

        #expect(JobResolution(outcome, ownsDuplicate: false) == .duplicate(of: 7))
        let own = JobResolution(outcome, ownsDuplicate: true)
        #expect(own == .stored(receiptId: 7, tripId: nil, state: .done))
    }

    @Test func retriesBackOffExponentiallyUpToTheCap() {
        let policy = RetryPolicy(baseSeconds: 30, maxSeconds: 100, maxAttempts: 4)

        #expect((1...4).map(policy.delay(afterAttempt:)) == [30, 60, 100, 100])
        #expect(policy.allowsRetry(afterAttempt: 3))
        #expect(!policy.allowsRetry(afterAttempt: 4))
    }
}
