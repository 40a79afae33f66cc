import Foundation
import LarderCore
import LarderOCR
import Synchronization

/// Several OCR workers behind one recognizer, taken in turn: one worker reads one image at a time, so batch
/// commands that read in parallel need one per lane.
public final class OCRWorkerPool: InProcessDocumentReading {
    private let workers: [OCRWorker]
    private let next = Mutex(0)

    public init(workers: [OCRWorker]) {
        precondition(!workers.isEmpty, "a pool needs at least one worker")
        self.workers = workers
    }

    public func recognize(imageData: Data, named name: String) async throws -> RecognizedText {
        let index = next.withLock { value in
            defer { value = (value + 1) % workers.count }
            return value
        }
        return try await workers[index].recognize(imageData: imageData, named: name)
    }
}
