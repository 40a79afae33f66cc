/// Settings for an ``OCRWorker``. Every property has a measured or documented default.
public struct OCRConfiguration: Sendable {
    /// Tesseract languages joined by `+`. Default `"deu+eng"` (German shops, English terms).
    public var languages: String
    /// Tesseract page segmentation mode. Default `4` (a single column of text of variable sizes),
    /// which read receipts best on the development sets; see `Sources/LarderOCR/README.md`.
    public var pageSegmentationMode: Int
    /// Largest number of pixels (width × height, per page) an image may declare. Checked from the
    /// header before decoding, so decompression bombs are refused cheaply. Default `60_000_000`.
    public var maxPixels: Int
    /// Folder holding `*.traineddata`; `nil` uses `TESSDATA_PREFIX` or Tesseract's default.
    public var tessdataPath: String?
    /// How images are prepared for Tesseract. Default: the measured best, see ``Preprocessing``.
    public var preprocessing: Preprocessing
    /// When set, each page is read a second time prepared this way and every printed row is taken
    /// from the reading that read it better (see `ReadingMerger`). Default `nil` (one reading): a
    /// second reading with Tesseract's own thresholding at 24 px raises sroie-dev token F1 from 0.70
    /// to 0.82 and finds more dates and totals, but the offline extractor then counts the articles of
    /// 10 German receipts of 13 right instead of 12, at about 1.6 times the time; see "Two readings" in
    /// `Sources/LarderOCR/README.md`.
    public var secondReading: Preprocessing?
    /// Words Tesseract is less sure of than this (0-100) are left out of the text and the words.
    /// Default `0` (every word): dropping words below 50 raised sroie-dev token F1 by 0.013 but cost
    /// German article lines; see "Chosen by extraction" in `Sources/LarderOCR/README.md`.
    public var minimumWordConfidence: Double
    /// Tesseract variables set when the engine starts (name to value, as `tesseract -c name=value`).
    /// Default: none; see `Sources/LarderOCR/README.md`.
    public var tesseractVariables: [String: String]

    /// Creates a configuration; every parameter has the default documented on its property.
    public init(
        languages: String = "deu+eng",
        pageSegmentationMode: Int = 4,
        maxPixels: Int = 60_000_000,
        tessdataPath: String? = nil,
        preprocessing: Preprocessing = Preprocessing(),
        minimumWordConfidence: Double = 0,
        tesseractVariables: [String: String] = [:],
        secondReading: Preprocessing? = nil
    ) {
        self.languages = languages
        self.pageSegmentationMode = pageSegmentationMode
        self.maxPixels = maxPixels
        self.tessdataPath = tessdataPath
        self.preprocessing = preprocessing
        self.minimumWordConfidence = minimumWordConfidence
        self.tesseractVariables = tesseractVariables
        self.secondReading = secondReading
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
        /// Default `32`: with Sauvola it reads German article lines best (see ``binarization``).
        public var targetCharacterHeight: Int
        /// Whether to flatten uneven background (shadows, coloured print) first. Default `true`.
        public var normalizesBackground: Bool
        /// Thresholding applied after normalisation. Default ``Binarization/sauvola``: Tesseract's own
        /// Otsu on the normalised grey page (`none`) scores 0.11 token F1 higher on sroie-dev, but the
        /// offline extractor then finds the exact article count on 4 of 13 German receipts instead of
        /// 12; German receipts come first, see "Chosen by extraction" in `Sources/LarderOCR/README.md`.
        public var binarization: Binarization
        /// Whether to straighten slightly rotated scans. Default `true`.
        public var deskews: Bool

        public init(
            targetCharacterHeight: Int = 32,
            normalizesBackground: Bool = true,
            binarization: Binarization = .sauvola,
            deskews: Bool = true
        ) {
            self.targetCharacterHeight = targetCharacterHeight
            self.normalizesBackground = normalizesBackground
            self.binarization = binarization
            self.deskews = deskews
        }
    }
}
