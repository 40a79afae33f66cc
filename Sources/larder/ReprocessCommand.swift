import ArgumentParser
import Foundation
import LarderCore
import LarderPipeline
import LarderStore

/// `larder reprocess`: reads stored receipts again after a change of model, rules, OCR or food bank.
struct ReprocessCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reprocess",
        abstract: "Read stored receipts again with the current backend, keeping every run and your corrections.",
        discussion: """
            Extraction runs again on each receipt's stored OCR text (--reocr reads the archived image again). \
            Each run is kept; the trip moves to it only when it succeeds. Corrections made with `larder trips \
            edit` and `larder items link|skip` are laid over the new reading unless --discard-edits.

            Each receipt is its own transaction: after Ctrl-C or a crash, run the same command again and it \
            continues; a reading that equals the trip stores nothing, so a second run changes nothing. A \
            network backend is not called again for text it already read with the same model (--force does).

            On a terminal: a progress bar and a summary. Otherwise (or with --json): one JSON object per \
            receipt and a last {"summary": ...} line. Exit 1 when any receipt failed.
            """
    )

    @OptionGroup(title: "Selection") var selection: ReprocessSelectionOptions

    @Flag(help: "Run OCR again on the archived image instead of using the stored text.")
    var reocr = false

    @Flag(help: "Print what would change per receipt, and a summary; store nothing.")
    var dryRun = false

    @Flag(help: "Drop your corrections to these trips instead of keeping them.")
    var discardEdits = false

    @Flag(help: "Call a network backend even for text it already read with the same model.")
    var force = false

    @OptionGroup var batch: BatchOptions
    @OptionGroup var backend: BackendOptions
    @OptionGroup var database: DatabaseOptions
    @OptionGroup var ocr: OCROptions

    func run() async throws {
        let store = try database.open()
        let ids = try store.receiptIds(try selection.selection)
        let matcher = FoodMatcher(foods: try store.matchableFoods())
        var settings = ReceiptReprocessor.Configuration()
        settings.isDryRun = dryRun
        settings.discardsCorrections = discardEdits
        settings.rereadsImages = reocr
        settings.isForced = force
        settings.autoAddFoods = backend.autoAddFoods
        let lanes = batch.lanes(for: ids.count)
        var recognizer: (any TextRecognizer)?
        if reocr { recognizer = try ocr.makePool(count: lanes) }
        let reprocessor = ReceiptReprocessor(
            database: store, extractor: try backend.makeExtractor(matcher: matcher, database: store),
            recognizer: recognizer, configuration: settings)
        var output = ReprocessOutput(total: ids.count, isJSON: batch.isJSON, isDryRun: dryRun)
        await Lanes.run(ids, lanes: lanes) { id in
            await reprocessor.reprocess(receiptId: id)
        } each: { outcome in
            output.report(outcome)
        }
        output.finish()
        if output.summary.counts[ReprocessOutcome.Status.failed.rawValue, default: 0] > 0 {
            throw ExitCode.failure
        }
    }
}
