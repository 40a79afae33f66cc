import Foundation
import LarderCore
import LarderPDF

/// Reads a PDF receipt into the text the extractor takes: the text layer as is, and pages without one through
/// the OCR, one page at a time. Both through the recognizer, which in the daemon is a worker process.
struct PDFReceiptReader {
    let recognizer: any TextRecognizer
    let limits: PDFLimits

    /// - Throws: ``PDFError`` for a PDF that cannot be opened or a page over the limits, then what the OCR throws.
    func read(_ data: Data, named name: String) async throws -> RecognizedText {
        let start = Date()
        var texts: [RecognizedText] = []
        for (index, page) in try await recognizer.pdfPages(of: data, named: name, limits: limits).enumerated() {
            switch page {
            case .text(let text):
                texts.append(text)
            case .rendered(let png):
                // A cancelled run (a stopping daemon) stops within a page at Tesseract's next word or the next stage,
                // and reads no more pages.
                try Task.checkCancellation()
                texts.append(try await recognizer.recognize(imageData: png, named: "\(name) (page \(index + 1))"))
            }
        }
        var text = RecognizedText.joining(texts)
        text.seconds = Date().timeIntervalSince(start)
        return text
    }
}
