import LarderLLM
import LarderOCR
import LarderPipeline
import LarderStore
import Testing

@testable import LarderDaemon

struct JobResolutionTests {
    private func failed(sha256: String? = "abc", receiptId: Int64? = 1) -> ProcessingOutcome {
        var outcome = ProcessingOutcome(file: "a.jpg", sha256: sha256, status: .failed, error: "why")
        outcome.receiptId = receiptId
        return outcome
    }

    @Test func aCorruptImageIsPermanentAndALockedFileTransient() {
        let corrupt = OCRError(code: .corruptImage, file: "a.jpg", message: "truncated")
        let unreadable = OCRError(code: .unreadableFile, file: "a.jpg", message: "permission denied")

        #expect(JobResolution(failed(), errors: [corrupt], ownsDuplicate: false) == .permanent("why"))
        #expect(JobResolution(failed(), errors: [unreadable], ownsDuplicate: false) == .transient("why"))
    }

    @Test func anUnavailableExtractionServiceIsTransient() {
        let unavailable = ExtractionError(.unavailable, backend: "openai", message: "503")
        let empty = ExtractionError(.emptyInput, backend: "offline", message: "no text")

        #expect(JobResolution(failed(), errors: [unavailable], ownsDuplicate: false) == .transient("why"))
        #expect(JobResolution(failed(), errors: [empty], ownsDuplicate: false) == .permanent("why"))
    }

    @Test func aRefusedDatabaseWriteIsTransientAndATooLargeFilePermanent() {
        #expect(JobResolution(failed(receiptId: nil), errors: [], ownsDuplicate: false) == .transient("why"))
        var tooLarge = failed(sha256: nil, receiptId: nil)
        tooLarge.readFailure = .fileTooLarge
        #expect(JobResolution(tooLarge, errors: [], ownsDuplicate: false) == .permanent("why"))
    }

    @Test func aDuplicateIsTheJobsOwnOnlyWhenAnInterruptedAttemptStoredIt() {
        var outcome = ProcessingOutcome(file: "a.jpg", sha256: "abc", status: .duplicate)
        outcome.duplicateOf = 7

        #expect(JobResolution(outcome, errors: [], ownsDuplicate: false) == .duplicate(of: 7))
        let own = JobResolution(outcome, errors: [], ownsDuplicate: true)
        #expect(own == .stored(receiptId: 7, tripId: nil, state: .done))
    }

    @Test func retriesBackOffExponentiallyUpToTheCap() {
        let policy = RetryPolicy(baseSeconds: 30, maxSeconds: 100, maxAttempts: 4)

        #expect((1...4).map(policy.delay(afterAttempt:)) == [30, 60, 100, 100])
        #expect(policy.allowsRetry(afterAttempt: 3))
        #expect(!policy.allowsRetry(afterAttempt: 4))
    }
}
