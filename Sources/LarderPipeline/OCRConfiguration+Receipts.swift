import LarderLLM
import LarderOCR

extension OCRConfiguration {
    /// Settings for receipts: the measured defaults, refereed by the offline extractor's arithmetic, so a
    /// receipt whose first reading does not add up is read again prepared as ``fallbackReading``, and one that
    /// still does not has its amounts read again one by one.
    public static var receipts: OCRConfiguration {
        var configuration = OCRConfiguration()
        configuration.readingDoubts = { OfflineLLMService.doubts(in: $0) }
        configuration.readingProof = { OfflineLLMService.provesItsTotal($0) }
        return configuration
    }
}
