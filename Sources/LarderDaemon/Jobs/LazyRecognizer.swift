import Foundation
import LarderCore
import LarderPipeline
import Synchronization

/// An OCR engine created on first use and kept until ``release()``: an idle Tesseract engine costs tens of
/// megabytes a daemon waiting for receipts should not hold.
final class LazyRecognizer: TextRecognizer {
    private let make: @Sendable () throws -> any TextRecognizer
    private let engine = Mutex<(any TextRecognizer)?>(nil)

    init(_ make: @escaping @Sendable () throws -> any TextRecognizer) {
        self.make = make
    }

    /// - Throws: What creating the engine throws (e.g. missing language data), then what reading throws.
    func recognize(imageData: Data, named name: String) async throws -> RecognizedText {
        let recognizer = try engine.withLock { engine in
            if let engine { return engine }
            let created = try make()
            engine = created
            return created
        }
        return try await recognizer.recognize(imageData: imageData, named: name)
    }

    /// Drops the engine; the next image creates a new one. A recognition under way keeps its engine until done.
    func release() {
        engine.withLock { $0 = nil }
    }
}
