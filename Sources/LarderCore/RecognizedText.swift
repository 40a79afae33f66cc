/// What OCR read from one receipt or label: the text in reading order and every word with its box.
///
/// OCR output travels as this Core value so that extraction and storage need not import LarderOCR.
public struct RecognizedText: Sendable, Hashable, Codable {
    /// The recognised text, lines separated by `\n`, pages by a blank line.
    public var text: String
    /// Mean word confidence, 0 to 100.
    public var confidence: Double
    /// Wall-clock seconds spent on loading, preprocessing and recognition.
    public var seconds: Double
    /// Number of pages read (a multi-page TIFF or a folder of pages has several).
    public var pages: Int
    /// Every recognised word, in reading order.
    public var words: [RecognizedWord]
    /// Where the reader departed from its settings, and why (e.g. a page read in a cheaper mode after overrunning
    /// its time budget); `nil` when it did not. Optional so that readings stored before it decode unchanged.
    public var notes: [String]?
    /// The Tesseract languages of the reading kept, joined with `+` (e.g. `"eng"`, or `"deu+eng"` for a receipt read
    /// again in every configured language; pages read apart list theirs, e.g. `"deu+eng, eng"`); `nil` for text
    /// that did not come from Tesseract. Reported by `larder ocr --json`, not stored with a receipt.
    public var languages: String?

    public init(
        text: String, confidence: Double, seconds: Double, pages: Int, words: [RecognizedWord], notes: [String]? = nil,
        languages: String? = nil
    ) {
        self.text = text
        self.confidence = confidence
        self.seconds = seconds
        self.pages = pages
        self.words = words
        self.notes = notes
        self.languages = languages
    }
}

/// One word as Tesseract read it, with its place on the (preprocessed) page.
public struct RecognizedWord: Sendable, Hashable, Codable {
    public var text: String
    /// Word confidence, 0 to 100.
    public var confidence: Double
    /// The word's box in the coordinates of the image Tesseract read.
    public var box: BoundingBox
    /// Zero-based page number.
    public var page: Int
    /// Zero-based number of the text line in the whole document, in reading order: words that share
    /// it were printed on one row.
    public var line: Int

    public init(text: String, confidence: Double, box: BoundingBox, page: Int, line: Int) {
        self.text = text
        self.confidence = confidence
        self.box = box
        self.page = page
        self.line = line
    }
}

/// An axis-aligned rectangle in image pixels, origin at the top left.
public struct BoundingBox: Sendable, Hashable, Codable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The box as `[x, y, width, height]`, the form `--json` prints.
    public var array: [Int] { [x, y, width, height] }
}
