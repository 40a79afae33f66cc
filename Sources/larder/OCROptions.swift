import ArgumentParser
import LarderOCR
import LarderPDF
import LarderPipeline

/// Flags that tune OCR, shared by every command that reads images.
struct OCROptions: ParsableArguments {
    @Option(name: .long, help: "Tesseract languages, joined with '+'. (default: deu+eng)")
    var lang: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Languages of a receipt's first reading, among --lang; one whose numbers do not add up is read again in "
                + "all of --lang. The same as --lang reads in all from the start. (default: eng)")
    )
    var firstReadingLang: String?

    @Option(
        name: .long,
        help: ArgumentHelp("Tesseract page segmentation mode, 0-13. (default: measured best for receipts)")
    )
    var psm: Int?

    @Option(name: .long, help: "Refuse images with more pixels than this. (default: 60000000)")
    var maxPixels: Int?

    @Flag(
        name: .long,
        help: "Read photos as they are, without first finding the receipt's paper and undoing its perspective."
    )
    var noPaperFinding = false

    @Flag(
        name: .long,
        help: "Let every reading finish, instead of reading a page in mode 3 when mode 4 overruns its time budget."
    )
    var noReadingBudget = false

    func validate() throws {
        if let psm, !(0...13).contains(psm) {
            throw ValidationError("--psm must be between 0 and 13; receipts read best with the default.")
        }
        if let maxPixels, maxPixels <= 0 {
            throw ValidationError("--max-pixels must be a positive number of pixels.")
        }
        if let lang, !Self.isLanguageList(lang) {
            throw ValidationError("--lang takes Tesseract language codes joined with '+', e.g. deu+eng.")
        }
        if let firstReadingLang, !Self.isLanguageList(firstReadingLang) {
            throw ValidationError("--first-reading-lang takes Tesseract language codes joined with '+', e.g. eng.")
        }
        // Languages outside --lang would be ignored, and every receipt read in all of them: say so instead.
        let configured = lang ?? OCRConfiguration().languages
        if let firstReadingLang,
            !Set(firstReadingLang.split(separator: "+")).isSubset(of: Set(configured.split(separator: "+")))
        {
            throw ValidationError("--first-reading-lang must be among --lang (\(configured)), e.g. eng.")
        }
    }

    /// Codes joined with '+', none empty ("eng+" is a slip, not a list).
    private static func isLanguageList(_ text: String) -> Bool {
        !text.split(separator: "+", omittingEmptySubsequences: false).contains(where: \.isEmpty)
    }

    /// The OCR settings: the receipt defaults overridden by the flags given.
    var configuration: OCRConfiguration { configuration(from: .receipts) }

    /// `base` (e.g. ``OCRConfiguration/nutritionLabels``) overridden by the flags given.
    func configuration(from base: OCRConfiguration) -> OCRConfiguration {
        var configuration = base
        if let lang { configuration.languages = lang }
        if let firstReadingLang { configuration.firstReadingLanguages = firstReadingLang }
        if let psm { configuration.pageSegmentationMode = psm }
        if let maxPixels { configuration.maxPixels = maxPixels }
        if noPaperFinding { configuration.findsPaper = false }
        if noReadingBudget { configuration.readingBudget = nil }
        return configuration
    }

    /// The limits a PDF receipt is read under: pages without text are rendered for the OCR, so they share its
    /// pixel limit.
    var pdfLimits: PDFLimits {
        var limits = PDFLimits()
        limits.maxPages = configuration.maxPages
        limits.maxRenderPixels = configuration.maxPixels
        limits.maxTotalRenderPixels = configuration.maxTotalPixels
        return limits
    }

    /// Starts an OCR worker, turning a set-up failure (missing language data) into a message.
    func makeWorker(from base: OCRConfiguration = .receipts) throws -> OCRWorker {
        do {
            return try OCRWorker(configuration: configuration(from: base))
        } catch {
            StandardError.write("larder: \(error)")
            throw ExitCode.failure
        }
    }
}
