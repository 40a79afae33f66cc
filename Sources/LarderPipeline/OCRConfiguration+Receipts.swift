import LarderExtraction
import LarderOCR

extension OCRConfiguration {
    /// Settings for receipts: the measured defaults, refereed by the offline extractor's arithmetic. A receipt is
    /// read first in English alone; one whose reading does not add up or has no date has its amounts read again
    /// one by one, then, if still in doubt, it is read again prepared as ``fallbackReading`` in every language.
    /// A first reading whose amounts were mended until it adds up is still read again when Tesseract was unsure of it
    /// (under the review threshold): its amounts are proven, not its words. The reading kept has its date lines read
    /// again (a missing date looked for, a found one checked, by English re-reads and then by three in the Latin model)
    /// and its first lines, the shop's name and address, then those lines once more in the Latin model for the
    /// capitals of vertical strokes alone (a slab-serif `I` that English reads as `T`). The Latin passes run when
    /// Debian's `tesseract-ocr-script-latn` is installed.
    public static var receipts: OCRConfiguration {
        var configuration = OCRConfiguration()
        configuration.readingDoubts = { ReceiptReader.doubts(in: $0) }
        configuration.readingProof = { ReceiptReader.provesItsTotal($0) }
        configuration.dateRereading = .init(
            date: { ReceiptReader.date(in: $0) }, dateClue: { ReceiptReader.dateClue(in: $0) })
        configuration.dateRereading?.secondModel = "Latin"
        configuration.rereadsHeader = true
        configuration.headerLookAlikeModel = "Latin"
        configuration.unsureMendedReading = ReviewPolicy().minimumOCRConfidence
        return configuration
    }
}
