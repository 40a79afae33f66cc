import ArgumentParser
import Foundation
import LarderCore
import LarderPipeline

/// `larder process FILE...`: reads receipts now and stores them, printing what was found.
struct ProcessCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "process",
        abstract: "Read receipt images and PDFs and store their grocery trips in the food bank.",
        discussion: """
            Each file is read with OCR (a PDF from its text layer, OCR only for pages without one), extracted \
            and stored in one transaction. An image already stored \
            (same SHA-256) is reported as a duplicate and stores nothing new. A file that cannot be read is \
            reported as failed and the others are still stored.

            Exit codes: 0 when every file ended done, needs_review or duplicate; 1 when any failed; \
            2 for usage errors.
            """
    )

    @Argument(help: "Receipt images (JPEG, PNG, TIFF, WebP) or PDFs.", completion: .file())
    var files: [String]

    @Flag(name: .long, help: "Print a JSON array, one object per file, in input order.")
    var json = false

    @OptionGroup var backend: BackendOptions
    @OptionGroup var database: DatabaseOptions
    @OptionGroup var ocr: OCROptions

    func validate() throws {
        if files.isEmpty {
            throw ValidationError("Give at least one receipt image, e.g. larder process receipt.jpg")
        }
    }

    func run() async throws {
        let store = try database.open()
        let matcher = FoodMatcher(foods: try store.matchableFoods())
        let extractor = try backend.makeExtractor(matcher: matcher, database: store)
        var configuration = ReceiptPipeline.Configuration(extraction: backend.settings)
        configuration.pdfLimits = ocr.pdfLimits
        let pipeline = ReceiptPipeline(
            recognizer: try ocr.makeWorker(), extractor: extractor, database: store, configuration: configuration)
        var outcomes: [ProcessingOutcome] = []
        for file in files {
            let outcome = await pipeline.process(fileAt: URL(fileURLWithPath: file), displayName: file)
            if !json { print(ProcessingOutcomeText.render(outcome)) }
            outcomes.append(outcome)
        }
        if json {
            print(try JSONOutput.string(outcomes.map(ProcessingOutcomeJSON.init)))
        }
        if outcomes.contains(where: { $0.status == .failed }) {
            throw ExitCode.failure
        }
    }
}
