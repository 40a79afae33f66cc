import CTesseract
import Foundation
import LarderCore

/// Owns one `TessBaseAPI`, initialised once and reused for every page.
///
/// - Important: Not Sendable and not thread-safe: one engine belongs to one ``OCRWorker``, which
///   only touches it from its own serial queue. The handle never leaves this class.
final class TesseractEngine {
    private let handle: OpaquePointer

    /// Loads the trained data for `languages`.
    ///
    /// - Throws: ``OCRError`` `.missingLanguageData` when a language has no trained data.
    init(languages: String, tessdataPath: String?, pageSegmentationMode: Int) throws {
        let folder = TesseractInfo.tessdataFolder(tessdataPath)
        let requested = languages.split(separator: "+").map(String.init)
        if let folder, let missing = requested.first(where: {
            !FileManager.default.fileExists(atPath: folder + "/" + $0 + ".traineddata")
        }) {
            throw Self.missingData(missing, in: folder)
        }
        guard let handle = TessBaseAPICreate() else {
            throw OCRError(code: .recognitionFailed, message: "Tesseract could not be started")
        }
        guard TessBaseAPIInit3(handle, tessdataPath, languages) == 0 else {
            TessBaseAPIDelete(handle)
            throw Self.missingData(languages, in: folder ?? "Tesseract's tessdata folder")
        }
        self.handle = handle
        _ = TessBaseAPISetVariable(handle, "debug_file", "/dev/null")
        TessBaseAPISetPageSegMode(handle, TessPageSegMode(rawValue: UInt32(clamping: pageSegmentationMode)))
    }

    deinit {
        TessBaseAPIEnd(handle)
        TessBaseAPIDelete(handle)
    }

    /// Recognises one prepared page.
    ///
    /// - Parameters:
    ///   - page: The prepared image; boxes are mapped back through its scale and border.
    ///   - pageIndex: The page number stored in each word.
    ///   - firstLine: The document-wide index of this page's first line.
    /// - Returns: The words in reading order.
    /// - Throws: ``OCRError`` `.recognitionFailed`.
    func recognize(_ page: PreparedPage, pageIndex: Int, firstLine: Int) throws -> [RecognizedWord] {
        defer { TessBaseAPIClear(handle) }
        return try page.image.withPix { pix in
            TessBaseAPIClearAdaptiveClassifier(handle)
            TessBaseAPISetImage2(handle, pix)
            guard TessBaseAPIRecognize(handle, nil) == 0 else {
                throw OCRError(code: .recognitionFailed, message: "Tesseract could not recognise the page")
            }
            guard let iterator = TessBaseAPIGetIterator(handle) else { return [] }
            defer { TessResultIteratorDelete(iterator) }
            return words(from: iterator, page: page, pageIndex: pageIndex, firstLine: firstLine)
        }
    }

    private func words(
        from iterator: OpaquePointer, page: PreparedPage, pageIndex: Int, firstLine: Int
    ) -> [RecognizedWord] {
        let layout = TessResultIteratorGetPageIterator(iterator)
        var words: [RecognizedWord] = []
        var line = firstLine - 1
        repeat {
            if TessPageIteratorIsAtBeginningOf(layout, RIL_TEXTLINE) != 0 {
                line += 1
            }
            guard let text = Self.text(of: iterator) else { continue }
            var (left, top, right, bottom): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
            _ = TessPageIteratorBoundingBox(layout, RIL_WORD, &left, &top, &right, &bottom)
            let confidence = Double(TessResultIteratorConfidence(iterator, RIL_WORD))
            let box = Self.original(left: left, top: top, right: right, bottom: bottom, in: page)
            words.append(RecognizedWord(text: text, confidence: confidence, box: box, page: pageIndex, line: line))
        } while TessResultIteratorNext(iterator, RIL_WORD) != 0
        return words
    }

    private static func text(of iterator: OpaquePointer) -> String? {
        guard let utf8 = TessResultIteratorGetUTF8Text(iterator, RIL_WORD) else { return nil }
        defer { TessDeleteText(utf8) }
        let text = String(cString: utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }

    /// Maps a box on the prepared page back to the upright input image.
    private static func original(left: Int32, top: Int32, right: Int32, bottom: Int32, in page: PreparedPage)
        -> BoundingBox
    {
        func map(_ value: Int32) -> Int { max(0, Int((Double(Int(value) - page.border) / page.scale).rounded())) }
        let (x, y) = (map(left), map(top))
        return BoundingBox(x: x, y: y, width: max(1, map(right) - x), height: max(1, map(bottom) - y))
    }

    private static func missingData(_ language: String, in folder: String) -> OCRError {
        let package = "tesseract-ocr-" + language.lowercased().replacingOccurrences(of: "_", with: "-")
        return OCRError(
            code: .missingLanguageData,
            message: "no Tesseract data for '\(language)' in \(folder); install \(package)"
        )
    }
}
