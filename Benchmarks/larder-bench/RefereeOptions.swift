import ArgumentParser
import LarderOCR
import LarderPipeline

/// Whether receipts are refereed as in production: read again prepared differently when the offline
/// extractor's arithmetic doubts the first reading, then their amounts one by one when it still does not add up.
struct RefereeOptions: ParsableArguments {
    @Flag(help: "Read each image once, without the arithmetic referee, its fallback reading and amount re-reading.")
    var noReferee = false

    func applied(to configuration: OCRConfiguration) -> OCRConfiguration {
        var refereed = configuration
        refereed.readingDoubts = noReferee ? nil : OCRConfiguration.receipts.readingDoubts
        refereed.readingProof = noReferee ? nil : OCRConfiguration.receipts.readingProof
        return refereed
    }
}
