import LarderCore

extension OCRConfiguration {
    /// What the date re-reading (`DateRereader`) needs to know of receipts, which the OCR does not: whether a
    /// reading found a date, and which lines may hold one.
    public struct DateRereading: Sendable {
        /// The purchase date the extractor finds in a reading, `nil` when it finds none.
        public var date: @Sendable (RecognizedText) -> ReceiptDate?
        /// How strongly an OCR line's text says it may hold the date, `0` the strongest (a date label), or `nil`
        /// when it holds no sign of one; lines are read again strongest first.
        public var dateClue: @Sendable (String) -> Int?
        /// The σ in pixels (at the reading's character height) of the smoothing a page is read with when re-reading
        /// its lines found no date (once per reading of the image: a photo may be read straightened and as taken);
        /// `nil` never reads it. Only a grey first reading (binarisation `.none`) and σ between 0 and 10 are
        /// smoothed. Default `1.0`.
        public var smoothedPageSigma: Double? = 1.0
        /// A second Tesseract model a found date's line is read again in (`Latin`, of Debian's
        /// `tesseract-ocr-script-latn`) when the first model's re-reads did not outvote it: its three re-reads (as
        /// printed, smoothed, thickened), unanimous on another date, replace it. `nil`, or a model not installed,
        /// reads no line again. Default `nil`.
        public var secondModel: String?

        public init(
            date: @escaping @Sendable (RecognizedText) -> ReceiptDate?,
            dateClue: @escaping @Sendable (String) -> Int?
        ) {
            self.date = date
            self.dateClue = dateClue
        }
    }
}
