import Foundation
import LarderBarcode
import LarderCore
import LarderOCR
import LarderPDF

/// Something that reads what a file says: an image's text, a PDF's pages, a label's barcodes. The pipeline's
/// view of the C libraries that do it (Tesseract and Leptonica, poppler and cairo, ZBar), so the daemon can keep
/// every one of them in a worker process.
///
/// Every requirement is written out by each recognizer (no defaults): a wrapper that forgot one would silently
/// read PDFs or barcodes in its own process.
public protocol TextRecognizer: Sendable {
    /// Reads one image (all pages of it) from its bytes; `name` is used in error messages.
    func recognize(imageData: Data, named name: String) async throws -> RecognizedText

    /// Opens a PDF and reads its pages: the text layer where a page has one, the page rendered as PNG (for
    /// ``recognize(imageData:named:)``) where it has none.
    /// - Throws: ``PDFError``.
    func pdfPages(of data: Data, named name: String, limits: PDFLimits) async throws -> [PDFReader.Page]

    /// Every EAN or UPC barcode in an image, in the order they are found; empty when there is none.
    /// - Throws: ``BarcodeError``.
    func barcodes(inImageData data: Data, named name: String) async throws -> [Barcode]
}

/// A recognizer that reads PDFs and barcodes in this very process, as it reads images: the CLI's, and the
/// worker process's own.
public protocol InProcessDocumentReading: TextRecognizer {}

extension InProcessDocumentReading {
    public func pdfPages(of data: Data, named name: String, limits: PDFLimits) async throws -> [PDFReader.Page] {
        try PDFReader.pages(of: data, named: name, limits: limits)
    }

    public func barcodes(inImageData data: Data, named name: String) async throws -> [Barcode] {
        try BarcodeScanner().barcodes(inImageData: data, named: name)
    }
}

extension OCRWorker: InProcessDocumentReading {}
