import Foundation
import LarderBarcode
import LarderCore
import LarderPDF
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
        try await engineCreatedOnce().recognize(imageData: imageData, named: name)
    }

    /// Creates the engine too, though a PDF with a text layer needs no OCR: in the daemon the engine is the
    /// worker process, which must open the PDF anyway (and loads Tesseract while it starts); reading in the
    /// daemon's own process (`ocr.worker_processes = false`) pays for one engine it would soon need.
    func pdfPages(of data: Data, named name: String, limits: PDFLimits) async throws -> [PDFReader.Page] {
        try await engineCreatedOnce().pdfPages(of: data, named: name, limits: limits)
    }

    func barcodes(inImageData data: Data, named name: String) async throws -> [Barcode] {
        try await engineCreatedOnce().barcodes(inImageData: data, named: name)
    }

    private func engineCreatedOnce() throws -> any TextRecognizer {
        try engine.withLock { engine in
            if let engine { return engine }
            let created = try make()
            engine = created
            return created
        }
    }

    /// Drops the engine; the next image creates a new one. A recognition under way keeps its engine until done.
    func release() {
        engine.withLock { $0 = nil }
    }
}
