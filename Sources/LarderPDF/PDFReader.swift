import Foundation
import LarderCore

/// Reads a PDF receipt page by page: the text layer where a page has one, the rendered page where it has none.
public enum PDFReader {
    /// What one page gives.
    public enum Page: Sendable, Hashable {
        /// The page's text layer as OCR would give it: one page, lines from 0, every word at confidence 100, as
        /// the text was not guessed.
        case text(RecognizedText)
        /// A page with no text (a scan, or text drawn as outlines): rendered as PNG, for the OCR.
        case rendered(png: Data)
    }

    /// Opens the PDF and reads every page, checking each against `limits` before doing work on it.
    ///
    /// - Parameter name: How the file is named in errors.
    /// - Throws: ``PDFError``.
    public static func pages(of data: Data, named name: String, limits: PDFLimits = PDFLimits()) throws -> [Page] {
        let file = try PDFFile(data: data, named: name, limits: limits)
        var renderedPixels = 0
        return try (0..<file.pageCount).map { index in
            let start = Date()
            let page = try file.page(index, limits: limits)
            let words = PDFTextLayout(glyphs: page.glyphs()).words()
            // A page with only white space in its text layer is a scan too (some scanners add empty text).
            guard !words.isEmpty else {
                let size = page.renderedSize
                renderedPixels += size.width * size.height
                guard renderedPixels <= limits.maxTotalRenderPixels else {
                    throw PDFError(
                        .pageTooLarge, file: name,
                        message: "its pages without text would be \(renderedPixels) pixels by page \(index + 1) once "
                            + "rendered, more than the limit of \(limits.maxTotalRenderPixels) for one receipt; "
                            + "raise ocr.max_total_pixels")
                }
                return .rendered(png: try page.renderedPNG())
            }
            return .text(
                RecognizedText(
                    text: text(of: words), confidence: 100, seconds: Date().timeIntervalSince(start), pages: 1,
                    words: words))
        }
    }

    /// Words of a line joined by spaces and lines by `\n`, as OCR joins them.
    private static func text(of words: [RecognizedWord]) -> String {
        var text = ""
        for (index, word) in words.enumerated() {
            if index > 0 { text += word.line == words[index - 1].line ? " " : "\n" }
            text += word.text
        }
        return text
    }
}
