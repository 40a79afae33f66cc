import Foundation
import LarderCore

/// Reads receipt images with Tesseract engines created once and reused for every image: the first reading's,
/// loaded at start, and the one for all configured languages, loaded when a reading is first read again.
///
/// - Important: The worker runs on its own serial queue, so long recognitions never block Swift's
///   cooperative thread pool. One worker reads one image at a time; to read in parallel create
///   several workers (each with its own engines) and start the process with `OMP_THREAD_LIMIT=1`.
public actor OCRWorker {
    private let executor: QueueExecutor
    private let configuration: OCRConfiguration
    /// The engine of the first reading, loaded when the worker starts.
    private let engine: TesseractEngine
    /// Engines for other languages (a reading with doubts is read again in all of them), loaded when first needed.
    private var otherEngines: [String: TesseractEngine] = [:]
    /// Engines every receipt will need, loading on their own threads since the worker started (the second models of
    /// the header and date passes), until first asked for.
    private var loadingEngines: [String: EngineLoading] = [:]
    /// The second models (``OCRConfiguration/secondModels``) installed when the worker started and not yet found
    /// broken; the others' passes are skipped rather than tried, and failed, on every receipt.
    private var installedSecondModels: Set<String>

    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        executor.asUnownedSerialExecutor()
    }

    /// Creates the worker and loads Tesseract's trained data for the first reading.
    ///
    /// - Parameter configuration: Languages, page segmentation, size limit and preprocessing.
    /// - Throws: ``OCRError`` `.missingLanguageData`, e.g. "no Tesseract data for 'deu' …; install
    ///   tesseract-ocr-deu", for any configured language, including those loaded only when needed.
    public init(configuration: OCRConfiguration = OCRConfiguration()) throws {
        self.executor = QueueExecutor(label: "larder.ocr-worker")
        self.configuration = configuration
        try TesseractEngine.checkLanguageData(for: configuration.languages, tessdataPath: configuration.tessdataPath)
        self.engine = try Self.loadEngine(for: configuration.languagesOfFirstReading, configuration: configuration)
        // The second models of the header and the date are optional: not installed, they are not loaded, and their
        // passes are skipped.
        installedSecondModels = configuration.secondModels.filter { model in
            (try? TesseractEngine.checkLanguageData(for: model, tessdataPath: configuration.tessdataPath)) != nil
        }
        for model in installedSecondModels {
            loadingEngines[model] = EngineLoading {
                try Self.loadEngine(
                    for: model, configuration: configuration,
                    withoutWordList: !configuration.loadsSecondModelWordLists)
            }
        }
    }

    /// The engine of a line pass's second model, `nil` when the pass has none or it is not installed; one that fails
    /// to load (a truncated file) is not tried again.
    private func secondEngine(for model: String?) -> TesseractEngine? {
        guard let model, installedSecondModels.contains(model) else { return nil }
        do {
            return try engine(for: model)
        } catch {
            installedSecondModels.remove(model)
            return nil
        }
    }

    private static func loadEngine(
        for languages: String, configuration: OCRConfiguration, withoutWordList: Bool = false
    ) throws -> TesseractEngine {
        try StageTimer.measure("load \(languages)") {
            try TesseractEngine(
                languages: languages,
                tessdataPath: configuration.tessdataPath,
                pageSegmentationMode: configuration.pageSegmentationMode,
                variables: configuration.tesseractVariables,
                withoutWordList: withoutWordList
            )
        }
    }

    /// The engine for `languages`: the first reading's, or another loaded once and kept.
    private func engine(for languages: String) throws -> TesseractEngine {
        if languages == configuration.languagesOfFirstReading { return engine }
        if let loaded = otherEngines[languages] { return loaded }
        if let loading = loadingEngines.removeValue(forKey: languages) {
            let loaded = try StageTimer.measure("wait for \(languages)") { try loading.engine() }
            otherEngines[languages] = loaded
            return loaded
        }
        let loaded = try Self.loadEngine(for: languages, configuration: configuration)
        otherEngines[languages] = loaded
        return loaded
    }

    /// Reads the image file at `url` (JPEG, PNG, TIFF with any number of pages, WebP, ...).
    ///
    /// - Returns: The text, words and timing. Word boxes are in the pixels of the upright image, or of the
    ///   paper seen straight on when ``OCRConfiguration/findsPaper`` found a receipt's paper in a photo.
    /// - Throws: ``OCRError`` naming the file: `.unreadableFile`, `.emptyFile`, `.notAnImage`,
    ///   `.corruptImage`, `.imageTooLarge` or `.recognitionFailed`; `CancellationError` when the calling task is
    ///   cancelled, at Tesseract's next word or the end of the stage under way.
    public func recognize(imageAt url: URL) throws -> RecognizedText {
        let start = Date()
        let name = url.path
        let maxFileSize = configuration.maxPixels.multipliedReportingOverflow(by: 4).partialValue
        let attributes = try? FileManager.default.attributesOfItem(atPath: name)
        if let size = attributes?[.size] as? Int, size > maxFileSize {
            throw OCRError(
                code: .imageTooLarge, file: name,
                message: "the file has \(size) bytes, too many for an image of at most \(configuration.maxPixels) "
                    + "pixels; scale it down or raise ocr.max_pixels (--max-pixels)"
            )
        }
        if attributes?[.type] as? FileAttributeType == .typeDirectory {
            throw OCRError(
                code: .unreadableFile, file: name,
                message: "this is a folder, not an image; name an image file in it (larder import reads a whole folder)"
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
        // Decoding, finding the paper and preparing a page cannot be interrupted inside: a cancelled task stops at
        // the next stage rather than after the whole reading.
        try Task.checkCancellation()
        var pages = decoded
        if configuration.findsPaper {
            do {
                pages = try StageTimer.measure("find paper") { try pages.map { try $0.paperPage() } }
            } catch var error as OCRError {
                error.file = name
                throw error
            }
        }
        try Task.checkCancellation()
        let isStraightened = zip(pages, decoded).contains { $0 !== $1 }
        // A photo's confidence does not say its print came through: light and perspective drop whole rows while
        // Tesseract stays sure of the rest (dm-01's photo in TestReceipts).
        var reading = try refereedReading(of: pages, named: name, since: start, trustsConfidence: !isStraightened)
        // Straightening a photo can cost prices (lidl-02 of TestReceipts, some german-dev photos): when the
        // straightened reading does not add up, the photo as taken is read too and the one that lost less is kept.
        if isStraightened, let doubts = configuration.readingDoubts, doubts(reading) > 0 {
            let asTaken = try StageTimer.measure("read as taken") {
                try refereedReading(of: decoded, named: name, since: start, trustsConfidence: false)
            }
            if doubts(asTaken) < doubts(reading) { reading = asTaken }
            reading.seconds = Date().timeIntervalSince(start)
        }
        return reading
    }

    /// The pages read once; a reading with doubts has its amounts re-read, and when that does not prove it, the pages
    /// are read again prepared as ``OCRConfiguration/fallbackReading`` in every language, and the kept reading's
    /// amounts are re-read when it still does not add up. Last, the kept reading's date lines are re-read (after the
    /// choice, since finding a date changes the doubts the two readings are compared by), and its first lines.
    private func refereedReading(
        of pages: [LeptonicaImage], named name: String, since start: Date, trustsConfidence: Bool
    ) throws -> RecognizedText {
        var (reading, turns) = try readingRefereedByAmounts(
            of: pages, named: name, since: start, trustsConfidence: trustsConfidence)
        if let dated = try mendedDate(of: reading, pages: pages, turns: turns, named: name, since: start) {
            reading = dated
        }
        // Header lines are read again in the languages of the reading kept: German names read in English alone lose
        // their umlauts. (Dates are digits: read in the first reading's language, they were measured better.) Pages
        // read apart may differ ("deu+eng, eng"); then the first reading's engine reads them.
        if configuration.rereadsHeader, let checked = try StageTimer.measure("re-read header", {
            let languages = reading.languages.flatMap { $0.contains(",") ? nil : $0 }
            let headerEngine = (try? languages.map { try engine(for: $0) }) ?? engine
            return try HeaderRereader(
                engine: headerEngine, pages: pages, turns: turns, doubts: configuration.readingDoubts,
                date: configuration.dateRereading?.date
            ).checked(reading)
        }) {
            reading = checked
        }
        if configuration.rereadsHeader, let model = configuration.headerLookAlikeModel,
            let modelEngine = secondEngine(for: model),
            let settled = try StageTimer.measure("re-read header in \(model)", {
                try HeaderRereader(
                    engine: modelEngine, pages: pages, turns: turns, doubts: configuration.readingDoubts,
                    date: configuration.dateRereading?.date, takesStrokeLettersOnly: true
                ).checked(reading)
            })
        {
            reading = settled
        }
        reading.seconds = Date().timeIntervalSince(start)
        return reading
    }

    /// ``refereedReading(of:named:since:trustsConfidence:)`` up to its dates, with the degrees each page of the kept
    /// reading was turned by.
    private func readingRefereedByAmounts(
        of pages: [LeptonicaImage], named name: String, since start: Date, trustsConfidence: Bool
    ) throws -> (text: RecognizedText, turns: [Double]) {
        var (reading, turns) = try read(
            pages, preparedAs: configuration.preprocessing, in: engine, named: name, since: start)
        // The whole image is read again, not single pages: doubts are the receipt's, and its pages add up together.
        if let fallback = configuration.fallbackReading, let doubts = configuration.readingDoubts {
            var firstDoubts = doubts(reading)
            let isConfident = trustsConfidence && configuration.confidentReading.map { reading.confidence >= $0 } ?? false
            if firstDoubts > 0 {
                // Re-reading a few amounts costs a fraction of reading the page again: when that leaves no doubt
                // (a date still missing is one), the page is not read again.
                if let mended = try mendedAmounts(of: reading, pages: pages, turns: turns) {
                    reading = mended
                    reading.seconds = Date().timeIntervalSince(start)
                    firstDoubts = doubts(mended)
                    let isUnsure = configuration.unsureMendedReading.map { mended.confidence < $0 } ?? false
                    if firstDoubts == 0 && !isUnsure { return (reading, turns) }
                }
                if isConfident { return (reading, turns) }
                let allLanguages: TesseractEngine
                do {
                    allLanguages = try engine(for: configuration.languages)
                } catch {
                    // Data that vanished or broke since start-up costs the second reading, not the first.
                    reading.notes = (reading.notes ?? []) + [
                        "not read again in \(configuration.languages): \(error)"
                    ]
                    return (reading, turns)
                }
                let second = try read(pages, preparedAs: fallback, in: allLanguages, named: name, since: start)
                let secondDoubts = doubts(second.text)
                // Equal doubts (neither adds up): Tesseract's own confidence is the better guide than order.
                let keepsSecond = secondDoubts < firstDoubts
                    || secondDoubts == firstDoubts && second.text.confidence > reading.confidence
                if keepsSecond {
                    (reading, turns) = second
                }
                reading.seconds = Date().timeIntervalSince(start)
                // The first reading's amounts were already tried.
                guard keepsSecond else { return (reading, turns) }
            }
        }
        // Then only the amounts, when the kept reading still does not add up.
        if let balanced = try mendedAmounts(of: reading, pages: pages, turns: turns) {
            reading = balanced
            reading.seconds = Date().timeIntervalSince(start)
        }
        return (reading, turns)
    }

    /// `reading` with a line re-read so that its date is found, or its date's line re-read to a date both re-reads
    /// agree on (or all three in the second model), or, when no line shows a date, with the date line of a smoothed
    /// reading of the pages; `nil` when none of these changes it or re-reading dates is off.
    private func mendedDate(
        of reading: RecognizedText, pages: [LeptonicaImage], turns: [Double], named name: String, since start: Date
    ) throws -> RecognizedText? {
        guard let rereading = configuration.dateRereading, let doubts = configuration.readingDoubts else { return nil }
        let rereader = DateRereader(engine: engine, pages: pages, turns: turns, rereading: rereading, doubts: doubts)
        var mended = try StageTimer.measure("re-read date") { try rereader.mended(reading) }
        // A found date the English re-reads did not outvote goes to the second model; only then is it waited for.
        if mended == nil, let found = rereading.date(reading), let second = secondEngine(for: rereading.secondModel) {
            mended = try StageTimer.measure("re-read date in \(rereading.secondModel ?? "")") {
                try rereader.settled(found, in: reading, by: second)
            }
        }
        guard rereading.date(mended ?? reading) == nil, let sigma = rereading.smoothedPageSigma, sigma > 0, sigma < 10,
            configuration.preprocessing.binarization == .none
        else { return mended }
        // No line the reading kept shows a date: the pages are read once more, smoothed, for the date alone. That
        // reading is a best effort: when it fails, the receipt keeps what it had.
        var smoothedPreparation = configuration.preprocessing
        smoothedPreparation.smoothing = sigma
        let smoothed: (text: RecognizedText, turns: [Double])
        do {
            smoothed = try StageTimer.measure("read smoothed for the date") {
                try read(pages, preparedAs: smoothedPreparation, in: engine, named: name, since: start)
            }
        } catch let cancelled as CancellationError {
            throw cancelled
        } catch {
            return mended
        }
        // Boxes lie in each reading's straightened page: a line matches its band only when both turned the page
        // alike (the kept reading may be the second, which finds its own skew).
        let turnedAlike = smoothed.turns.count == turns.count
            && zip(smoothed.turns, turns).allSatisfy { abs($0 - $1) < Self.sameTurnDegrees }
        guard turnedAlike else { return mended }
        return rereader.dated(mended ?? reading, from: smoothed.text) ?? mended
    }

    /// Turns closer than this move a line's band less than a third of a 24 px line across a 1000 px page.
    static let sameTurnDegrees = 0.4

    /// `reading` with amounts read again so that it proves its numbers, or `nil` when it needs no mending, none proves
    /// it, or re-reading is off.
    private func mendedAmounts(of reading: RecognizedText, pages: [LeptonicaImage], turns: [Double]) throws
        -> RecognizedText?
    {
        guard configuration.rereadsAmounts, let proof = configuration.readingProof else { return nil }
        return try StageTimer.measure("re-read amounts") {
            try AmountRereader(engine: engine, pages: pages, turns: turns, proof: proof).balanced(reading)
        }
    }

    /// The pages' words, and the degrees each page was turned by to straighten it (its word boxes lie in the
    /// straightened page).
    private func read(
        _ pages: [LeptonicaImage], preparedAs preprocessing: OCRConfiguration.Preprocessing,
        in engine: TesseractEngine, named name: String, since start: Date
    ) throws -> (text: RecognizedText, turns: [Double]) {
        var words: [RecognizedWord] = []
        var turns: [Double] = []
        var notes: [String] = []
        for (index, page) in pages.enumerated() {
            let firstLine = (words.last?.line ?? -1) + 1
            do {
                let read = try read(
                    page, preparedAs: preprocessing, in: engine, pageIndex: index, firstLine: firstLine, notes: &notes)
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
            notes: notes.isEmpty ? nil : notes,
            languages: engine.languages
        )
        return (text, turns)
    }

    /// One page's words, one reading or two merged row by row when a second reading is configured, and the
    /// degrees the (first) reading turned the page by.
    private func read(
        _ page: LeptonicaImage, preparedAs preprocessing: OCRConfiguration.Preprocessing, in engine: TesseractEngine,
        pageIndex: Int, firstLine: Int, notes: inout [String]
    ) throws -> (words: [RecognizedWord], turn: Double) {
        let prepared = try StageTimer.measure(
            "prepare \(preprocessing.binarization) \(preprocessing.targetCharacterHeight) px"
        ) {
            try page.prepared(preprocessing)
        }
        try Task.checkCancellation()
        let size = "\(prepared.image.width)×\(prepared.image.height)"
        let primary = try StageTimer.measure("recognise \(size) (scale \(String(format: "%.2f", prepared.scale)))") {
            try recognizeWithinBudget(prepared, in: engine, pageIndex: pageIndex, firstLine: firstLine, notes: &notes)
        }
        guard let second = configuration.secondReading else { return (primary, prepared.deskewAngle) }
        let secondary = try recognizeWithinBudget(
            page.prepared(second), in: engine, pageIndex: pageIndex, firstLine: firstLine, notes: &notes)
        return (ReadingMerger.merge(primary: primary, secondary: secondary, firstLine: firstLine), prepared.deskewAngle)
    }

    /// A prepared page read in the configured mode or, when that overruns ``OCRConfiguration/readingBudget``,
    /// read again in the budget's fallback mode (without a deadline: an answer is worth more than the time).
    private func recognizeWithinBudget(
        _ prepared: PreparedPage, in engine: TesseractEngine, pageIndex: Int, firstLine: Int, notes: inout [String]
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
