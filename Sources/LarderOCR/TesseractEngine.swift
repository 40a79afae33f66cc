import CTesseract
import Foundation
import LarderCore

/// Owns one `TessBaseAPI`, initialised once and reused for every page.
///
/// - Important: Not Sendable and not thread-safe: one engine belongs to one ``OCRWorker``, which
///   only touches it from its own serial queue. The handle never leaves LarderOCR.
final class TesseractEngine {
    let handle: OpaquePointer
    /// The languages loaded, joined with `+`.
    let languages: String
    /// Whether the model was started from its copy without the LSTM's word list.
    let isWithoutWordList: Bool

    /// Loads the trained data for `languages`.
    ///
    /// - Parameter withoutWordList: Leaves out the LSTM's word list of a single model (see
    ///   ``TrainedDataWithoutWordList``); a file that cannot be read that way is loaded whole.
    /// - Throws: ``OCRError`` `.missingLanguageData` when a language has no trained data.
    init(
        languages: String, tessdataPath: String?, pageSegmentationMode: Int, variables: [String: String] = [:],
        withoutWordList: Bool = false
    ) throws {
        try TesseractInfo.requireLibraries(for: nil)
        try Self.checkLanguageData(for: languages, tessdataPath: tessdataPath)
        let folder = TesseractInfo.tessdataFolder(tessdataPath)
        let trimmed = withoutWordList && !languages.contains("+")
            ? folder.flatMap { TrainedDataWithoutWordList.data(ofFileAt: $0 + "/" + languages + ".traineddata") } : nil
        // The copy without the word list is a saving, not a requirement: should Tesseract refuse it, the file is
        // loaded whole, in a handle of its own.
        var handle = try Self.started(
            tessdataPath: tessdataPath, languages: languages, variables: variables, data: trimmed)
        isWithoutWordList = handle != nil && trimmed != nil
        if handle == nil, trimmed != nil {
            handle = try Self.started(
                tessdataPath: tessdataPath, languages: languages, variables: variables, data: nil)
        }
        guard let handle else { throw Self.missingData(languages, in: folder ?? "Tesseract's tessdata folder") }
        self.handle = handle
        self.languages = languages
        TessBaseAPISetPageSegMode(handle, TessPageSegMode(rawValue: UInt32(clamping: pageSegmentationMode)))
    }

    private static let startLock = NSLock()

    /// A handle started with `languages` (from `data` when given), or `nil` when Tesseract refused to start it.
    private static func started(
        tessdataPath: String?, languages: String, variables: [String: String], data: Data?
    ) throws -> OpaquePointer? {
        guard let handle = TessBaseAPICreate() else {
            throw OCRError(code: .recognitionFailed, message: "Tesseract could not be started")
        }
        // `debug_file` is one of Tesseract's global parameters, a C++ string every engine shares, and starting an
        // engine reads them: writing it while another engine starts would be a data race. One starts at a time.
        startLock.lock()
        let status = initialise(
            handle, tessdataPath: tessdataPath, languages: languages, variables: variables, data: data)
        if status == 0 { _ = TessBaseAPISetVariable(handle, "debug_file", "/dev/null") }
        startLock.unlock()
        guard status == 0 else {
            TessBaseAPIDelete(handle)
            return nil
        }
        return handle
    }

    /// Checks that every language of `languages` has trained data, without loading any.
    ///
    /// - Throws: ``OCRError`` `.missingLanguageData` naming the first language without.
    static func checkLanguageData(for languages: String, tessdataPath: String?) throws {
        guard let folder = TesseractInfo.tessdataFolder(tessdataPath) else { return }
        let requested = languages.split(separator: "+").map(String.init)
        if let missing = requested.first(where: {
            !FileManager.default.fileExists(atPath: folder + "/" + $0 + ".traineddata")
        }) {
            throw Self.missingData(missing, in: folder)
        }
    }

    /// Starts the handle with `variables` set during initialisation, where init-only ones such as
    /// `load_system_dawg` take effect; from `data` (one model's trained data) when given, else from the folder.
    private static func initialise(
        _ handle: OpaquePointer, tessdataPath: String?, languages: String, variables: [String: String], data: Data?
    ) -> Int32 {
        let sorted = variables.sorted { $0.key < $1.key }
        var names = sorted.map { strdup($0.key) }
        var values = sorted.map { strdup($0.value) }
        defer { (names + values).forEach { free($0) } }
        return names.withUnsafeMutableBufferPointer { names in
            values.withUnsafeMutableBufferPointer { values in
                guard let data, let size = Int32(exactly: data.count) else {
                    return TessBaseAPIInit4(
                        handle, tessdataPath, languages, OEM_DEFAULT, nil, 0,
                        names.baseAddress, values.baseAddress, sorted.count, 0)
                }
                // Tesseract copies the entries out of the buffer while it starts.
                return data.withUnsafeBytes { bytes in
                    TessBaseAPIInit5(
                        handle, bytes.bindMemory(to: CChar.self).baseAddress, size, languages, OEM_DEFAULT,
                        nil, 0, names.baseAddress, values.baseAddress, sorted.count, 0)
                }
            }
        }
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
    ///   - minimumConfidence: Words with a lower confidence (0-100) are left out.
    /// - Returns: The words in reading order.
    ///   - pageSegmentationMode: The mode for this page; `nil` keeps the engine's.
    ///   - deadline: How much processor time Tesseract may take; `nil` lets it finish.
    /// - Throws: ``OCRError`` `.recognitionFailed`; `CancellationError` when the calling task is cancelled, which
    ///   stops Tesseract at its next word (a stopping daemon need not wait for the page); ``DeadlineExceeded``
    ///   when `deadline` passed before the last word.
    func recognize(
        _ page: PreparedPage, pageIndex: Int, firstLine: Int, minimumConfidence: Double = 0,
        pageSegmentationMode: Int? = nil, deadline: Duration? = nil
    ) throws -> [RecognizedWord] {
        let previousMode = TessBaseAPIGetPageSegMode(handle)
        if let pageSegmentationMode {
            TessBaseAPISetPageSegMode(handle, TessPageSegMode(rawValue: UInt32(clamping: pageSegmentationMode)))
        }
        defer {
            TessBaseAPIClear(handle)
            TessBaseAPISetPageSegMode(handle, previousMode)
        }
        guard let monitor = TessMonitorCreate() else {
            throw OCRError(code: .recognitionFailed, message: "Tesseract could not create a progress monitor")
        }
        defer { TessMonitorDelete(monitor) }
        // The deadline counts this thread's processor time, not the clock's: on a machine busy with other work a
        // wall-clock deadline would stop good readings. Tesseract runs on the calling thread (one OpenMP thread).
        let limit = UnsafeMutablePointer<Double>.allocate(capacity: 1)
        defer { limit.deallocate() }
        limit.pointee = deadline.map { ThreadProcessorTime.seconds() + $0.seconds } ?? .infinity
        TessMonitorSetCancelThis(monitor, limit)
        // Tesseract asks before each word; the callback runs on this thread, within the calling task.
        TessMonitorSetCancelFunc(monitor) { limit, _ in
            Task.isCancelled || ThreadProcessorTime.seconds() > limit!.assumingMemoryBound(to: Double.self).pointee
        }
        return try page.image.withPix { pix in
            TessBaseAPIClearAdaptiveClassifier(handle)
            TessBaseAPISetImage2(handle, pix)
            guard TessBaseAPIRecognize(handle, monitor) == 0 else {
                if Task.isCancelled { throw CancellationError() }
                if let deadline, ThreadProcessorTime.seconds() > limit.pointee {
                    throw DeadlineExceeded(deadline: deadline)
                }
                throw OCRError(code: .recognitionFailed, message: "Tesseract could not recognise the page")
            }
            if Task.isCancelled { throw CancellationError() }
            guard let iterator = TessBaseAPIGetIterator(handle) else { return [] }
            defer { TessResultIteratorDelete(iterator) }
            return words(
                from: iterator, page: page, pageIndex: pageIndex, firstLine: firstLine,
                minimumConfidence: minimumConfidence)
        }
    }

    private func words(
        from iterator: OpaquePointer, page: PreparedPage, pageIndex: Int, firstLine: Int, minimumConfidence: Double
    ) -> [RecognizedWord] {
        let layout = TessResultIteratorGetPageIterator(iterator)
        var words: [RecognizedWord] = []
        var line = firstLine - 1
        // A line whose words are all dropped gets no number, so line numbers stay dense.
        var isNewLine = false
        repeat {
            if TessPageIteratorIsAtBeginningOf(layout, RIL_TEXTLINE) != 0 {
                isNewLine = true
            }
            let confidence = Double(TessResultIteratorConfidence(iterator, RIL_WORD))
            guard confidence >= minimumConfidence, let text = Self.text(of: iterator) else { continue }
            if isNewLine {
                line += 1
                isNewLine = false
            }
            var (left, top, right, bottom): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
            _ = TessPageIteratorBoundingBox(layout, RIL_WORD, &left, &top, &right, &bottom)
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
        let package = TesseractInfo.debianPackage(ofModel: language)
        return OCRError(
            code: .missingLanguageData,
            message: "no Tesseract data for '\(language)' in \(folder); install \(package)"
        )
    }
}
