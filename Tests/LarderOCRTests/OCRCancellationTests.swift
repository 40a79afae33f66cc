import Foundation
import LarderOCR
import Testing

/// A stopping daemon cancels its jobs: recognition in a cancelled task stops instead of reading the page.
struct OCRCancellationTests {
    @Test func recognitionInACancelledTaskThrowsCancellation() async throws {
        // Given a worker and a task that is cancelled before it reads
        let worker = try Fixture.worker.get()
        let reading = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await worker.recognize(imageAt: Fixture.url("receipt.png"))
        }

        // When it reads the receipt, then it ends with a cancellation rather than text
        await #expect(throws: CancellationError.self) { try await reading.value }
    }

    @Test func theSameWorkerStillReadsAfterACancelledTask() async throws {
        let worker = try Fixture.worker.get()
        let cancelled = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await worker.recognize(imageAt: Fixture.url("receipt.png"))
        }
        _ = await cancelled.result

        let result = try await worker.recognize(imageAt: Fixture.url("receipt.png"))

        #expect(result.text.contains("Vollmilch"))
    }
}
