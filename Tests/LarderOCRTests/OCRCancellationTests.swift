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

    @Test func cancellingDuringRecognitionStopsItSoonerThanAWholeReading() async throws {
        // Given a photographed receipt whose reading takes seconds, and how long one whole reading takes here
        let worker = try OCRWorker()
        let image = URL(fileURLWithPath: Fixtures.testReceipt("edeka-02.jpg"))
        let wholeStart = ContinuousClock.now
        _ = try await worker.recognize(imageAt: image)
        let whole = ContinuousClock.now - wholeStart

        // When it is read again and the task is cancelled half a second in
        let start = ContinuousClock.now
        let reading = Task { try await worker.recognize(imageAt: image) }
        try await Task.sleep(for: .milliseconds(500))
        reading.cancel()

        // Then it ends with a cancellation instead of the text, sooner than a whole reading (compared with one
        // measured in the same run, as the machine's load changes both alike; layout analysis is not interruptible)
        await #expect(throws: CancellationError.self) { try await reading.value }
        #expect(ContinuousClock.now - start < whole, "cancelled after \(ContinuousClock.now - start), whole \(whole)")
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
