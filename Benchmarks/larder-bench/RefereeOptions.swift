import ArgumentParser
import LarderOCR
import LarderPipeline

/// Whether receipts are refereed as in production: read again prepared differently when the offline
/// extractor's arithmetic doubts the first reading, then their amounts one by one when it still does not add up
/// and the lines that may hold a date when it has none.
struct RefereeOptions: ParsableArguments {
    @Flag(help: "Read each image once, without the arithmetic referee, its fallback reading and any line re-reading.")
    var noReferee = false

    @Flag(help: "Keep the referee and its amount re-reading, but never read a whole image a second time.")
    var noFallbackReading = false

    @Flag(help: "Never read date lines again (neither to find a missing date nor to check a found one).")
    var noDateRereading = false

    @Flag(help: "Never read a receipt's first lines again.")
    var noHeaderRereading = false

    @Option(help: "Character height of the fallback reading (default: Larder's).")
    var fallbackCharacterHeight: Int?

    @Option(help: "Binarisation of the fallback reading: none, sauvola or otsu (default: Larder's).")
    var fallbackBinarization: OCRConfiguration.Preprocessing.Binarization?

    @Option(help: "Confidence from which a first reading is not read again (default: Larder's; 0 = always).")
    var confidentReading: Double?

    @Option(help: "Confidence under which a mended first reading is still read again (default: Larder's; 0 = never).")
    var unsureMendedReading: Double?

    @Option(help: "Second model a receipt's first lines are read again in, for look-alikes only (default: Larder's; '' = none).")
    var headerLookAlikeModel: String?

    @Option(help: "Second model a found date's line is read again in (default: Larder's; '' = none).")
    var dateSecondModel: String?

    @Flag(help: "Load the second models with their word lists (88.8 MB of Latin's 89 MB; Larder leaves them out).")
    var secondModelWordLists = false

    func applied(to configuration: OCRConfiguration) -> OCRConfiguration {
        var refereed = configuration
        // Given: that model, or none for ''; not given: Larder's.
        refereed.headerLookAlikeModel = headerLookAlikeModel.map { $0.isEmpty ? nil : $0 }
            ?? OCRConfiguration.receipts.headerLookAlikeModel
        if let confidentReading { refereed.confidentReading = confidentReading > 0 ? confidentReading : nil }
        if noFallbackReading { refereed.fallbackReading = nil }
        if let fallbackCharacterHeight { refereed.fallbackReading?.targetCharacterHeight = fallbackCharacterHeight }
        if let fallbackBinarization { refereed.fallbackReading?.binarization = fallbackBinarization }
        refereed.readingDoubts = noReferee ? nil : OCRConfiguration.receipts.readingDoubts
        refereed.readingProof = noReferee ? nil : OCRConfiguration.receipts.readingProof
        refereed.dateRereading = noReferee || noDateRereading ? nil : OCRConfiguration.receipts.dateRereading
        if let dateSecondModel { refereed.dateRereading?.secondModel = dateSecondModel.isEmpty ? nil : dateSecondModel }
        refereed.rereadsHeader = !noReferee && !noHeaderRereading
        refereed.loadsSecondModelWordLists = secondModelWordLists
        let unsure = unsureMendedReading ?? OCRConfiguration.receipts.unsureMendedReading
        refereed.unsureMendedReading = noReferee || unsure == 0 ? nil : unsure
        return refereed
    }
}
