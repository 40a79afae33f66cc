import Foundation
import LarderCore

/// Reads receipt images with one Tesseract engine, created once and reused for every image.
///
/// - Important: The worker runs on its own serial queue, so long recognitions never block Swift's
///   cooperative thread pool. One worker reads one image at a time; to read in parallel create
///   several workers (each with its own engine) and start the process with `OMP_THREAD_LIMIT=1`.
public actor OCRWorker {
    private let executor: QueueExecutor
    private let engine: TesseractEngine
    private let configuration: OCRConfiguration

    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        executor.asUnownedSerialExecutor()
    }

    /// Creates the worker and loads Tesseract's trained data.
    ///
    /// - Parameter configuration: Languages, page segmentation, size limit and preprocessing.
    /// - Throws: ``OCRError`` `.missingLanguageData`, e.g. "no Tesseract data for 'deu' …; install
    ///   tesseract-ocr-deu".
    public init(configuration: OCRConfiguration = OCRConfiguration()) throws {
        self.executor = QueueExecutor(label: "larder.ocr-worker")
        self.configuration = configuration
        self.engine = try StageTimer.measure("load \(configuration.languages)") {
            try TesseractEngine(
                languages: configuration.languages,
                tessdataPath: configuration.tessdataPath,
                pageSegmentationMode: configuration.pageSegmentationMode,
                variables: configuration.tesseractVariables
            )
        }
    }

    /// Reads the image file at `url` (JPEG, PNG, TIFF with any number of pages, WebP, ...).
    ///
    /// - Returns: The text, words and timing. Word boxes are in the pixels of the upright image, or of the
    ///   paper seen straight on when ``OCRConfiguration/findsPaper`` found a receipt's paper in a photo.
    /// - Throws: ``OCRError`` naming the file: `.unreadableFile`, `.emptyFile`, `.notAnImage`,
    ///   `.corruptImage`, `.imageTooLarge` or `.recognitionFailed`.
    public func recognize(imageAt url: URL) throws -> RecognizedText {
        let start = Date()
        let name = url.path
        let maxFileSize = configuration.maxPixels.multipliedReportingOverflow(by: 4).partialValue
        if let size = try? FileManager.default.attributesOfItem(atPath: name)[.size] as? Int, size > maxFileSize {
            throw OCRError(
                code: .imageTooLarge, file: name,
                message: "the file has \(size) bytes, too many for an image of at most \(configuration.maxPixels) "
                    + "pixels; scale it down or raise ocr.max_pixels (--max-pixels)"
            )
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw OCRError(
                code: .unreadableFile, file: name,
                message: "cannot read the file (\(Self.reason(error))); check that it exists and is readable"
            )
        }
        return try recognize(imageData: data, named: name, since: start)
    }

    /// Reads an encoded image held in memory.
    ///
    /// - Parameters:
    ///   - imageData: The file's bytes.
    ///   - name: The name used in errors (usually the file name).
    /// - Throws: ``OCRError`` naming `name`, as ``recognize(imageAt:)``.
    public func recognize(imageData: Data, named name: String) throws -> RecognizedText {
        try recognize(imageData: imageData, named: name, since: Date())
    }

    private func recognize(imageData: Data, named name: String, since start: Date) throws -> RecognizedText {
        let decoded = try StageTimer.measure("decode") {
            try LeptonicaImage.decodePages(of: imageData, named: name, limits: configuration.decodingLimits)
        }
        var pages = decoded
        if configuration.findsPaper {
            do {
                pages = try StageTimer.measure("find paper") { try pages.map { try $0.paperPage() } }
            } catch var error as OCRError {
                error.file = name
                throw error
            }
        }
        var reading = try refereedReading(of: pages, named: name, since: start)
        // Straightening a photo can cost prices (lidl-02 of TestReceipts, some german-dev photos): when the
        // straightened reading does not add up, the photo as taken is read too and the one that lost less is kept.
        let isStraightened = zip(pages, decoded).contains { $0 !== $1 }
        if isStraightened, let doubts = configuration.readingDoubts, doubts(reading) > 0 {
            let asTaken = try StageTimer.measure("read as taken") {
                try refereedReading(of: decoded, named: name, since: start)
            }
            if doubts(asTaken) < doubts(reading) { reading = asTaken }
            reading.seconds = Date().timeIntervalSince(start)
        }
        return reading
    }

    /// The pages read once, again prepared as ``OCRConfiguration/fallbackReading`` when the first reading has
    /// doubts, and with their amounts re-read when the kept reading still does not add up.
    private func refereedReading(of pages: [LeptonicaImage], named name: String, since start: Date) throws
        -> RecognizedText
    {
        var (reading, turns) = try read(pages, preparedAs: configuration.preprocessing, named: name, since: start)
        // The whole image is read again, not single pages: doubts are the receipt's, and its pages add up together.
        if let fallback = configuration.fallbackReading, let doubts = configuration.readingDoubts {
            let firstDoubts = doubts(reading)
            if firstDoubts > 0 {
                let second = try read(pages, preparedAs: fallback, named: name, since: start)
                let secondDoubts = doubts(second.text)
                // Equal doubts (neither adds up): Tesseract's own confidence is the better guide than order.
                if secondDoubts < firstDoubts
                    || secondDoubts == firstDoubts && second.text.confidence > reading.confidence
                {
                    (reading, turns) = second
                }
                reading.seconds = Date().timeIntervalSince(start)
            }
        }
        // Then only the amounts, when the kept reading still does not add up.
        if configuration.rereadsAmounts, let proof = configuration.readingProof,
            let balanced = try StageTimer.measure("re-read amounts", {
                try AmountRereader(engine: engine, pages: pages, turns: turns, proof: proof).balanced(reading)
            })
        {
            reading = balanced
            reading.seconds = Date().timeIntervalSince(start)
        }
        return reading
    }

    /// The pages' words, and the degrees each page was turned by to straighten it (its word boxes lie in the
    /// straightened page).
    private func read(
        _ pages: [LeptonicaImage], preparedAs preprocessing: OCRConfiguration.Preprocessing, named name: String,
        since start: Date
    ) throws -> (text: RecognizedText, turns: [Double]) {
        var words: [RecognizedWord] = []
        var turns: [Double] = []
        var notes: [String] = []
        for (index, page) in pages.enumerated() {
            let firstLine = (words.last?.line ?? -1) + 1
            do {
                let read = try read(
                    page, preparedAs: preprocessing, pageIndex: index, firstLine: firstLine, notes: &notes)
                words += read.words
                turns.append(read.turn)
            } catch var error as OCRError {
                error.file = name
                throw error
            }
        }
        let confidence = words.isEmpty ? 0 : words.map(\.confidence).reduce(0, +) / Double(words.count)
        let text = RecognizedText(
            text: RecognizedText.joinedText(of: words),
            confidence: confidence,
            seconds: Date().timeIntervalSince(start),
            pages: pages.count,
            words: words,
            notes: notes.isEmpty ? nil : notes
        )
        return (text, turns)
    }

    /// One page's words, one reading or two merged row by row when a second reading is configured, and the
    /// degrees the (first) reading turned the page by.
    private func read(
        _ page: LeptonicaImage, preparedAs preprocessing: OCRConfiguration.Preprocessing, pageIndex: Int,
        firstLine: Int, notes: inout [String]
    ) throws -> (words: [RecognizedWord], turn: Double) {
        let prepared = try StageTimer.measure(
            "prepare \(preprocessing.binarization) \(preprocessing.targetCharacterHeight) px"
        ) {
            try page.prepared(preprocessing)
        }
        let size = "\(prepared.image.width)×\(prepared.image.height)"
        let primary = try StageTimer.measure("recognise \(size) (scale \(String(format: "%.2f", prepared.scale)))") {
            try recognizeWithinBudget(prepared, pageIndex: pageIndex, firstLine: firstLine, notes: &notes)
        }
        guard let second = configuration.secondReading else { return (primary, prepared.deskewAngle) }
        let secondary = try recognizeWithinBudget(
            page.prepared(second), pageIndex: pageIndex, firstLine: firstLine, notes: &notes)
        return (ReadingMerger.merge(primary: primary, secondary: secondary, firstLine: firstLine), prepared.deskewAngle)
    }

    /// A prepared page read in the configured mode or, when that overruns ``OCRConfiguration/readingBudget``,
    /// read again in the budget's fallback mode (without a deadline: an answer is worth more than the time).
    private func recognizeWithinBudget(
        _ prepared: PreparedPage, pageIndex: Int, firstLine: Int, notes: inout [String]
    ) throws -> [RecognizedWord] {
        let minimumConfidence = configuration.minimumWordConfidence
        guard let budget = configuration.readingBudget else {
            return try engine.recognize(
                prepared, pageIndex: pageIndex, firstLine: firstLine, minimumConfidence: minimumConfidence)
        }
        let deadline = budget.deadline(width: prepared.image.width, height: prepared.image.height)
        do {
            return try engine.recognize(
                prepared, pageIndex: pageIndex, firstLine: firstLine, minimumConfidence: minimumConfidence,
                deadline: deadline)
        } catch is DeadlineExceeded {
            notes.append(
                "page \(pageIndex + 1): page segmentation mode \(configuration.pageSegmentationMode) overran its "
                    + "budget of \(deadline.milliseconds) ms; read in mode \(budget.fallbackPageSegmentationMode)")
            return try StageTimer.measure("recognise again in mode \(budget.fallbackPageSegmentationMode)") {
                try engine.recognize(
                    prepared, pageIndex: pageIndex, firstLine: firstLine, minimumConfidence: minimumConfidence,
                    pageSegmentationMode: budget.fallbackPageSegmentationMode)
            }
        }
    }

    private static func reason(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        return underlying?.localizedDescription ?? error.localizedDescription
    }
}
