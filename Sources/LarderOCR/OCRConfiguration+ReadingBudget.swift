extension OCRConfiguration {
    /// How much processor time one reading of a page may take before Tesseract is stopped and the page is read in
    /// a cheaper page segmentation mode instead. Processor time, not the clock's: a machine busy with other work
    /// must not stop good readings.
    ///
    /// Mode 4 (one column) reads receipts best, but on a few scans its line finding goes wrong and recognition
    /// takes many times as long as mode 3 (13.8 s against 3.2 s on one 816×2229 scan); the budget bounds that
    /// worst case while leaving every other page as mode 4 reads it.
    public struct ReadingBudget: Sendable, Hashable {
        /// Milliseconds of processor time allowed per million pixels of the prepared page (the image Tesseract is
        /// given).
        public var millisecondsPerMegapixel: Int
        /// Milliseconds allowed however small the page, so that small pages are not cut short by start-up costs.
        public var minimumMilliseconds: Int
        /// The page segmentation mode a page is read in again when its reading overran the budget.
        public var fallbackPageSegmentationMode: Int

        public init(millisecondsPerMegapixel: Int, minimumMilliseconds: Int, fallbackPageSegmentationMode: Int = 3) {
            self.millisecondsPerMegapixel = millisecondsPerMegapixel
            self.minimumMilliseconds = minimumMilliseconds
            self.fallbackPageSegmentationMode = fallbackPageSegmentationMode
        }

        /// The time allowed for a prepared page of `width` × `height` pixels.
        public func deadline(width: Int, height: Int) -> Duration {
            let megapixels = Double(width) * Double(height) / 1_000_000
            return .milliseconds(max(minimumMilliseconds, Int(Double(millisecondsPerMegapixel) * megapixels)))
        }
    }
}
