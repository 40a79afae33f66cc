import LarderStore
import Testing

struct JobStateTests {
    @Test func aJobRunsFromQueuedThroughOCRAndExtractionToAnEnd() {
        #expect(JobState.queued.canMove(to: .ocr))
        #expect(JobState.ocr.canMove(to: .extracting))
        for end in [JobState.done, .needsReview, .failed, .duplicate, .waitingRetry] {
            #expect(JobState.extracting.canMove(to: end))
        }
    }

    @Test func finishedJobsNeverChangeAgain() {
        for finished in JobState.allCases where finished.isFinished {
            for next in JobState.allCases {
                #expect(!finished.canMove(to: next), "\(finished) -> \(next)")
            }
        }
    }

    @Test func interruptedJobsGoBackToTheQueueAndRetriesComeBack() {
        #expect(JobState.ocr.canMove(to: .queued))
        #expect(JobState.extracting.canMove(to: .queued))
        #expect(JobState.waitingRetry.canMove(to: .ocr))
        #expect(JobState.waitingRetry.canMove(to: .queued))
    }

    @Test func stepsCannotBeSkippedOrRepeated() {
        #expect(!JobState.queued.canMove(to: .done))
        #expect(!JobState.queued.canMove(to: .extracting))
        #expect(!JobState.extracting.canMove(to: .ocr))
        #expect(!JobState.ocr.canMove(to: .ocr))
        #expect(!JobState.waitingRetry.canMove(to: .done))
    }

    @Test func onlyOCRAndExtractionAreInFlight() {
        #expect(JobState.allCases.filter(\.isInFlight) == [.ocr, .extracting])
        #expect(Set(JobState.allCases.filter(\.isFinished)) == [.done, .needsReview, .failed, .duplicate])
    }
}
