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

    @Test(arguments: [200, 700])
    func aTaskCancelledWhileItsPhotoIsReadEndsWithACancellationNotText(afterMilliseconds: Int) async throws {
        // Given a photographed receipt whose reading takes seconds (decoding, finding the paper, preparing and
        // recognising it), cancelled early in the reading or further in
        let worker = try OCRWorker()
        let image = URL(fileURLWithPath: Fixtures.testReceipt("edeka-02.jpg"))
        let reading = Task { try await worker.recognize(imageAt: image) }
        // Cancelled from a thread of its own: a sleeping task resumes only when the test run's small pool has a
        // thread free, which under load may be after the reading has ended.
        Thread {
            Thread.sleep(forTimeInterval: Double(afterMilliseconds) / 1000)
            reading.cancel()
        }.start()

        // Then it ends with a cancellation instead of the text: every stage either stops inside (Tesseract at its
        // next word) or at its end. How soon it stops is the daemon's stop test's to check, not a clock's here:
        // a shared machine's load changes one reading's time more than cancelling saves.
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
