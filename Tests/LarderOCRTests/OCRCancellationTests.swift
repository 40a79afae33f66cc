import Foundation
import LarderOCR
import LarderTestSupport
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

    @Test func cancellingDuringRecognitionStopsItSoon() async throws {
        // Given a photographed receipt whose reading takes seconds, being read by its own worker
        let worker = try OCRWorker()
        let image = URL(fileURLWithPath: Fixtures.testReceipt("edeka-02.jpg"))
        let reading = Task { try await worker.recognize(imageAt: image) }
        try await Task.sleep(for: .milliseconds(500))

        // When the task is cancelled mid-reading
        let cancelledAt = ContinuousClock.now
        reading.cancel()

        // Then it ends with a cancellation instead of the text, soon (layout analysis is not interruptible, and
        // on a loaded machine takes seconds)
        await #expect(throws: CancellationError.self) { try await reading.value }
        #expect(ContinuousClock.now - cancelledAt < .seconds(10))
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
