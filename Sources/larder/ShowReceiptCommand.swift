import ArgumentParser
import Foundation
import LarderPipeline
import LarderStore

/// `larder receipts show ID`: one stored receipt, its trip, and every extraction run with its model calls.
struct ShowReceiptCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a stored receipt, its trip and items, and each extraction run with its model calls.",
        discussion: """
            With --raw, each model call's request body and the provider's reply are printed as they went \
            over the wire. API keys are sent only in headers, so they never appear here.
            """
    )

    @Argument(help: "The receipt id (see `larder process --json`).")
    var id: Int64

    @Flag(name: .long, help: "Also print each model call's request and raw reply.")
    var raw = false

    @Flag(name: .long, help: "Print JSON.")
    var json = false

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let store = try database.openExisting()
        guard let receipt = try store.receipt(id: id) else {
            StandardError.write("larder: no receipt \(id); `larder status` or `larder process --json` show receipt ids")
            throw ExitCode.failure
        }
        let details = try ReceiptDetails(receipt: receipt, store: store)
        if json {
            print(try JSONOutput.string(ReceiptDetailsJSON(details: details, includesRaw: raw)))
        } else {
            print(ReceiptDetailsText.render(details, includesRaw: raw))
        }
    }
}

/// Everything `larder receipts show` prints, read from the store.
struct ReceiptDetails {
    struct Run {
        var run: ExtractionRunRecord
        var calls: [LLMCallRecord]
    }

    /// The receipt's trip in the shape `larder process` prints it.
    var outcome: ProcessingOutcome
    var receipt: ReceiptRecord
    var runs: [Run]

    init(receipt: ReceiptRecord, store: LarderDatabase) throws {
        let id = receipt.id ?? 0
        self.receipt = receipt
        let status = ProcessingOutcome.Status(rawValue: receipt.status.rawValue) ?? .failed
        outcome = ProcessingOutcome(file: receipt.originalName, sha256: receipt.sha256, status: status)
        outcome.receiptId = id
        outcome.ocr = receipt.recognizedText
        if status == .failed {
            outcome.failure = receipt.error.map(ProcessingFailure.recorded)
        } else if let reason = receipt.error {
            outcome.reviewReasons = [reason]
        }
        if let trip = try store.trip(forReceipt: id) {
            outcome.tripId = trip.trip.id
            outcome.extraction = trip.extraction
            outcome.itemIds = trip.items.compactMap(\.id)
            outcome.foodLinks = try store.foodLinks(of: trip.items)
        }
        let calls = try store.calls(ofReceipt: id)
        runs = try store.extractionRuns(ofReceipt: id).map { run in
            Run(run: run, calls: calls.filter { $0.extractionRunId == run.id })
        }
        outcome.backend = runs.last?.run.backend
    }
}
