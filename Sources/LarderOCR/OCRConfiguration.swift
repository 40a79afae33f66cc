import LarderCore

/// Settings for an ``OCRWorker``. Every property has a measured or documented default.
public struct OCRConfiguration: Sendable {
    /// Tesseract languages joined by `+`. Default `"deu+eng"` (German shops, English terms).
    public var languages: String
    /// Tesseract languages of an image's first reading (see ``languagesOfFirstReading``); a reading with doubts is
    /// read again in all of ``languages``. Default `"eng"`: one language reads about 1.6 times as fast as two, and
    /// English alone reads German receipts nearly as well as German and English together (item F1 0.77 against
    /// 0.79 on german-dev), far better than German alone (0.54): receipts are capitals, abbreviations and
    /// numbers. The receipts it reads less well are those whose articles do not add up, and they are read again.
    /// `nil` reads in ``languages`` from the start.
    public var firstReadingLanguages: String? = "eng"
    /// Tesseract page segmentation mode. Default `4` (a single column of text of variable sizes),
    /// which read receipts best on the development sets; see `docs/ocr-tuning.md`.
    public var pageSegmentationMode: Int
    /// Largest number of pixels (width × height, per page) an image may declare. Checked from the
    /// header before decoding, so decompression bombs are refused cheaply. Default `60_000_000`.
    public var maxPixels: Int
    /// Most pages a multi-page TIFF may have, counted from its headers before any page is decoded. Default `20`:
    /// a receipt is a few pages, and a file of many more is a mistake or an attack.
    public var maxPages: Int
    /// Most pixels all pages of one image may declare together, checked before decoding. The pages are decoded
    /// and held together, so this bounds a worker's memory where ``maxPixels`` alone (times ``maxPages``) would
    /// allow over a billion pixels: a 148 KB TIFF of 50 blank 5000×7000 pages held a worker for 100 s at
    /// 462 MB. Default `180_000_000`: three pages at the default ``maxPixels``, or twenty A4 pages scanned at
    /// 300 dpi (8.7 million pixels each), so no real receipt comes near it.
    public var maxTotalPixels: Int
    /// Folder holding `*.traineddata`; `nil` uses `TESSDATA_PREFIX` or Tesseract's default.
    public var tessdataPath: String?
    /// How images are prepared for Tesseract. Default: the measured best, see ``Preprocessing``.
    public var preprocessing: Preprocessing
    /// When set, each page is read a second time prepared this way and every printed row is taken
    /// from the reading that read it better (see `ReadingMerger`). Default `nil` (one reading): a
    /// second reading with Tesseract's own thresholding at 24 px raises sroie-dev token F1 from 0.70
    /// to 0.82 and finds more dates and totals, but the offline extractor then counts the articles of
    /// 10 German receipts of 13 right instead of 12, at about 1.6 times the time; see "Two readings" in
    /// `docs/ocr-tuning.md`.
    public var secondReading: Preprocessing?
    /// How to read an image again, in all of ``languages``, when ``readingDoubts`` finds problems in the first
    /// reading that re-reading its amounts did not settle; the reading with fewer doubts is kept, and of two with as
    /// many doubts the one Tesseract is more confident of. Default: Sauvola binarisation at 32 px, which keeps the
    /// article lines of German
    /// receipts with grey advertising printed behind them (where Tesseract's own thresholding loses prices),
    /// while the first reading (no binarisation, 24 px) reads most receipts better and faster; see
    /// "Refereed readings" in `docs/ocr-tuning.md`.
    public var fallbackReading: Preprocessing?
    /// Counts what looks wrong in a reading (for receipts: money lost, as articles short of the total, and a date
    /// not found). `nil` (the default) reads every image once, in all of ``languages``; set, the first reading is
    /// in ``firstReadingLanguages``, and a reading with doubts has its amounts re-read and, if doubts remain, is
    /// read again prepared as ``fallbackReading``.
    public var readingDoubts: (@Sendable (RecognizedText) -> Int)?
    /// A first reading whose mean word confidence (0-100) is at least this is not read again as
    /// ``fallbackReading``, whatever its doubts (its amounts are still re-read): its print came through, so its
    /// doubts are the reader's (a layout it does not assemble), which reading the page again does not mend.
    /// `nil` (the default) reads every doubtful reading again. At 80 it helped sroie-dev's dates (+3 of 150) and
    /// cut second readings by half, but cost the German TestReceipts 15 of 207 prices (item F1 0.969 → 0.899):
    /// clean German prints are read with confidence and still misread prices that only the second reading
    /// finds. See "Confident readings" in `docs/ocr-tuning.md`.
    public var confidentReading: Double?
    /// A first reading whose amounts were mended until it proves its numbers is still read again as
    /// ``fallbackReading`` when its mean word confidence (0-100) is under this: its amounts are proven, its words are
    /// not (a logo, a quantity line), and the second reading is kept when it proves its numbers too and Tesseract is
    /// surer of it. `nil` (the default) keeps every mended first reading.
    public var unsureMendedReading: Double?
    /// Whether a reading proves its numbers (for receipts: its articles add up to its total without a guess);
    /// `nil` when it has nothing to prove. Set, and with ``rereadsAmounts``, a reading that does not is mended by
    /// reading its amounts again one by one, keeping the re-reads only when they make it proven (see
    /// `AmountRereader`). Default `nil`.
    public var readingProof: (@Sendable (RecognizedText) -> Bool?)?
    /// Whether amounts are read again when ``readingProof`` finds a reading unproven. Default `true`.
    public var rereadsAmounts = true
    /// Set, and with ``readingDoubts``, the kept reading's date lines are read again one by one as single lines
    /// (see `DateRereader`): when it found no date, the lines that may hold one, keeping a re-read that lowers
    /// its doubts; when it found one, that date's line, replacing the date when both re-reads agree on another.
    /// Default `nil`.
    public var dateRereading: DateRereading?
    /// Whether the kept reading's first lines (a shop's name and address) are read again one by one as single
    /// lines, a line's re-read replacing it when two of its three re-reads agree (see `HeaderRereader`). Default
    /// `false`.
    public var rereadsHeader = false
    /// A second Tesseract model the first lines are read again in after ``rereadsHeader``'s re-reads (`Latin`, of
    /// Debian's `tesseract-ocr-script-latn`), whose reading replaces a line only where the two differ in capitals of
    /// vertical strokes alone (`LookAlikes.strokeLetters`: a slab-serif `I` the English model reads as `T`). `nil`,
    /// or a model not installed, reads no line again. Default `nil`.
    public var headerLookAlikeModel: String?
    /// The second models that the line passes switched on read in (the header's, the date's), each loaded once per
    /// worker.
    public var secondModels: Set<String> {
        Set([rereadsHeader ? headerLookAlikeModel : nil, dateRereading?.secondModel].compactMap { $0 })
    }
    /// Whether the second models are loaded with their LSTM word lists. Default `false`: they settle letters and
    /// digits of single lines, and Latin's list of words of every Latin-script language is 88.8 MB of its 89 MB,
    /// 0.3-0.6 s more to load, 245 MB more at `larder ocr`'s peak and 128 MB more in the daemon's two workers after a
    /// batch; on sroie-dev it mended one address (005's `HARMONI`) and no store, date or total (see "Second models
    /// without their word lists" in `docs/ocr-tuning.md`).
    public var loadsSecondModelWordLists = false

    /// Words Tesseract is less sure of than this (0-100) are left out of the text and the words.
    /// Default `0` (every word): dropping words below 50 raised sroie-dev token F1 by 0.013 but cost
    /// German article lines; see "Chosen by extraction" in `docs/ocr-tuning.md`.
    public var minimumWordConfidence: Double
    /// Tesseract variables set when the engine starts (name to value, as `tesseract -c name=value`).
    /// Default: none; see `docs/ocr-tuning.md`.
    public var tesseractVariables: [String: String]
    /// Whether a phone photo of a receipt on a table is first cut down to the paper and seen straight on (its
    /// corners found on a small copy, the perspective undone), see "Phone photos" in `docs/ocr-tuning.md`.
    /// Scans, and photos whose paper does not stand out from the background, are read as they are. Default
    /// `true`.
    public var findsPaper: Bool
    /// How much processor time one reading of a page may take before it is stopped and the page read in a cheaper
    /// page segmentation mode (see ``ReadingBudget``); `nil` lets every reading finish. Default: 2 s per million
    /// prepared pixels, at least 4 s, then mode 3: two to five times what a normal reading of a receipt took
    /// (0.4-0.9 s per million pixels on sroie-dev and german-dev), so only readings that went wrong are stopped.
    public var readingBudget: ReadingBudget? = ReadingBudget(millisecondsPerMegapixel: 2000, minimumMilliseconds: 4000)

    /// Creates a configuration; every parameter has the default documented on its property.
    public init(
        languages: String = "deu+eng",
        pageSegmentationMode: Int = 4,
        maxPixels: Int = 60_000_000,
        maxPages: Int = 20,
        maxTotalPixels: Int = 180_000_000,
        tessdataPath: String? = nil,
        preprocessing: Preprocessing = Preprocessing(),
        minimumWordConfidence: Double = 0,
        tesseractVariables: [String: String] = [:],
        secondReading: Preprocessing? = nil,
        fallbackReading: Preprocessing? = Preprocessing(targetCharacterHeight: 32, binarization: .sauvola),
        readingDoubts: (@Sendable (RecognizedText) -> Int)? = nil,
        findsPaper: Bool = true
    ) {
        self.languages = languages
        self.pageSegmentationMode = pageSegmentationMode
        self.maxPixels = maxPixels
        self.maxPages = maxPages
        self.maxTotalPixels = maxTotalPixels
        self.tessdataPath = tessdataPath
        self.preprocessing = preprocessing
        self.minimumWordConfidence = minimumWordConfidence
        self.tesseractVariables = tesseractVariables
        self.secondReading = secondReading
        self.fallbackReading = fallbackReading
        self.readingDoubts = readingDoubts
        self.findsPaper = findsPaper
    }
}

extension OCRConfiguration {
    /// Leptonica steps applied before recognition. Defaults are the measured best.
    public struct Preprocessing: Sendable, Hashable {
        /// How the grey page is turned into what Tesseract reads.
        public enum Binarization: String, Sendable, Hashable, CaseIterable {
            /// Give Tesseract the background-normalised grey image; it thresholds itself (Otsu).
            case none
            /// Leptonica's tiled Sauvola thresholding, robust against faded print.
            case sauvola
            /// Leptonica's adaptive Otsu thresholding on tiles.
            case otsu
        }

        /// Median height in pixels that character blobs are scaled to; `0` keeps the size.
        /// Default `24`: the best token F1 on sroie-dev without binarisation, and German totals read better than
        /// at 32, where decimal commas split from their digits (see `docs/ocr-tuning.md`).
        public var targetCharacterHeight: Int
        /// Whether to flatten uneven background (shadows, coloured print) first. Default `true`.
        public var normalizesBackground: Bool
        /// Thresholding applied after normalisation. Default ``Binarization/none``: Tesseract's own Otsu on
        /// the normalised grey page scores 0.11 token F1 higher on sroie-dev than Sauvola. Sauvola keeps the
        /// prices that grey background print hides from Otsu, so receipts whose reading does not add up are
        /// read again with it (``OCRConfiguration/fallbackReading``).
        public var binarization: Binarization
        /// Whether to straighten slightly rotated scans. Default `true`.
        public var deskews: Bool
        /// Sauvola's `k`: how far below the local mean a pixel must be to count as ink. Higher drops more
        /// faint print (show-through, coloured advertising) and more faded text with it. Default `0.34`.
        public var sauvolaFactor: Double
        /// Half the side of Sauvola's window, in character heights. Default `0.5`.
        public var sauvolaWindow: Double
        /// The σ in pixels of a Gaussian blur applied to the grey page after scaling; `0`, the default, none. A
        /// page read smoothed finds dates whose thin print a plain reading garbles (see "Dates read from a
        /// smoothed page" in `docs/ocr-tuning.md`); only grey pages are smoothed, never thresholded ones.
        public var smoothing: Double = 0

        public init(
            targetCharacterHeight: Int = 24,
            normalizesBackground: Bool = true,
            binarization: Binarization = .none,
            deskews: Bool = true,
            sauvolaFactor: Double = 0.34,
            sauvolaWindow: Double = 0.5
        ) {
            self.targetCharacterHeight = targetCharacterHeight
            self.normalizesBackground = normalizesBackground
            self.binarization = binarization
            self.deskews = deskews
            self.sauvolaFactor = sauvolaFactor
            self.sauvolaWindow = sauvolaWindow
        }
    }
}
