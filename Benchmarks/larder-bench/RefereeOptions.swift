import ArgumentParser
import LarderOCR
import LarderPipeline

/// Whether receipts are refereed as in production: read again prepared differently when the offline
/// extractor's arithmetic doubts the first reading.
struct RefereeOptions: ParsableArguments {
    @Flag(help: "Read each image once, without the arithmetic referee and its fallback reading.")
    var noReferee = false

    func applied(to configuration: OCRConfiguration) -> OCRConfiguration {
        var refereed = configuration
        refereed.readingDoubts = noReferee ? nil : OCRConfiguration.receipts.readingDoubts
        return refereed
    }
}
