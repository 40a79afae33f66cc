import ArgumentParser
import Foundation
import LarderCore
import LarderPipeline
import LarderStore

/// `larder import DIR`: takes a folder tree of old receipts in one go, through the daemon's pipeline.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Read every receipt image and PDF in a folder tree into the food bank.",
        discussion: """
            Images are found by their content, in path order; hidden files and sync-tool litter are passed \
            over, other files are listed as skipped. Each image goes through the same pipeline as the daemon: \
            an image already stored (same SHA-256) is a duplicate and stores nothing; one that cannot be read \
            is stored as failed, and importing the folder again retries it. Your files are never moved or \
            deleted; `larder reprocess --reocr` reads them again from where they are.

            On a terminal: a progress bar and a summary. Otherwise (or with --json): one JSON object per file \
            and a last {"summary": ...} line. Exit 1 when any image failed.
            """
    )

    @Argument(help: "The folder to import.", completion: .directory)
    var folder: String

    @OptionGroup var batch: BatchOptions
    @OptionGroup var backend: BackendOptions
    @OptionGroup var database: DatabaseOptions
    @OptionGroup var ocr: OCROptions

    func run() async throws {
        let source: ImportSource
        do {
            source = try ImportSource(folder: folder)
        } catch {
            throw ValidationError("\(folder) is not a folder Larder can read; give the folder holding the receipts.")
        }
        let store = try database.open()
        let lanes = batch.lanes(for: source.images.count)
        var configuration = ReceiptPipeline.Configuration(extraction: backend.settings)
        configuration.pdfLimits = ocr.pdfLimits
        let pipeline = ReceiptPipeline(
            recognizer: try ocr.makePool(count: lanes),
            extractor: try backend.makeExtractor(
                matcher: FoodMatcher(foods: try store.matchableFoods()), database: store),
            database: store, configuration: configuration)
        var output = ImportOutput(total: source.images.count, isJSON: batch.isJSON)
        for skipped in source.skipped { output.report(skipped) }
        await BatchImporter(pipeline: pipeline, database: store, lanes: lanes).run(source.images) { outcome in
            output.report(outcome)
        }
        output.finish()
        if output.summary.counts[ProcessingOutcome.Status.failed.rawValue, default: 0] > 0 {
            throw ExitCode.failure
        }
    }
}
