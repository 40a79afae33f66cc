import LarderOCR

/// What an OCR worker process reads with: the daemon's OCR settings, handed to `larder ocr-worker` as JSON.
///
/// The configuration itself cannot cross a process boundary (its referees are functions), so the worker
/// rebuilds it from these values exactly as the daemon would.
public struct OCRWorkerSettings: Codable, Sendable, Hashable {
    /// Which reading the worker does.
    public enum Kind: String, Codable, Sendable, Hashable {
        /// ``OCRConfiguration/receipts``.
        case receipts
        /// ``OCRConfiguration/nutritionLabels``: its own preprocessing and no receipt arithmetic.
        case nutritionLabels
    }

    public var kind: Kind
    public var languages: String
    /// The first reading's languages (receipts only).
    public var firstReadingLanguages: String?
    /// Tesseract's page segmentation mode (receipts only).
    public var pageSegmentationMode: Int
    public var maxPixels: Int
    public var maxPages: Int
    public var maxTotalPixels: Int

    public init(
        kind: Kind, languages: String, firstReadingLanguages: String?, pageSegmentationMode: Int, maxPixels: Int,
        maxPages: Int, maxTotalPixels: Int
    ) {
        self.kind = kind
        self.languages = languages
        self.firstReadingLanguages = firstReadingLanguages
        self.pageSegmentationMode = pageSegmentationMode
        self.maxPixels = maxPixels
        self.maxPages = maxPages
        self.maxTotalPixels = maxTotalPixels
    }

    /// The configuration a worker reads with. Labels keep their own page segmentation and first reading, as
    /// they always did in the daemon.
    public var configuration: OCRConfiguration {
        var configuration: OCRConfiguration
        switch kind {
        case .receipts:
            configuration = .receipts
            configuration.firstReadingLanguages = firstReadingLanguages
            configuration.pageSegmentationMode = pageSegmentationMode
        case .nutritionLabels:
            configuration = .nutritionLabels
        }
        configuration.languages = languages
        configuration.maxPixels = maxPixels
        configuration.maxPages = maxPages
        configuration.maxTotalPixels = maxTotalPixels
        return configuration
    }
}
