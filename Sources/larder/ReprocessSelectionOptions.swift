import ArgumentParser
import LarderCore
import LarderStore

/// Which stored receipts `larder reprocess` takes.
struct ReprocessSelectionOptions: ParsableArguments {
    @Flag(help: "Every stored receipt.")
    var all = false

    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp("These receipts (ids, space- or comma-separated).", valueName: "id"))
    var ids: [String] = []

    @Option(help: ArgumentHelp("Trips dated (or receipts received) on or after this day.", valueName: "YYYY-MM-DD"))
    var since: ReceiptDate?

    @Option(help: ArgumentHelp("Trips dated (or receipts received) on or before this day.", valueName: "YYYY-MM-DD"))
    var until: ReceiptDate?

    @Option(help: ArgumentHelp("Receipts in this state: failed, needs_review, done (repeatable).", valueName: "state"))
    var status: [ReceiptStatus] = []

    @Option(help: "Trips whose store name contains this text.")
    var store: String?

    @Option(help: "Receipts whose trip was read by this backend (offline, openai, claude).")
    var previousBackend: String?

    @Option(help: "Receipts whose trip was read by this model or rule set (e.g. rules-1).")
    var previousModel: String?

    var receiptIds: [Int64]? {
        get throws {
            guard !ids.isEmpty else { return nil }
            let parts = ids.flatMap { $0.split(separator: ",") }
            return try parts.map { part -> Int64 in
                guard let id = Int64(part.trimmingCharacters(in: .whitespaces)) else {
                    throw ValidationError("--ids takes receipt ids, e.g. --ids 3 7 12 or --ids 3,7,12")
                }
                return id
            }
        }
    }

    func validate() throws {
        let hasFilter = !ids.isEmpty || since != nil || until != nil || !status.isEmpty || store != nil
            || previousBackend != nil || previousModel != nil
        if all, hasFilter {
            throw ValidationError("--all takes every receipt; leave it out to select with filters.")
        }
        if !all, !hasFilter {
            throw ValidationError(
                "Choose receipts: --all, --ids, --since/--until, --status, --store, --previous-backend or "
                    + "--previous-model.")
        }
        if status.contains(.queued) { throw ValidationError("--status takes failed, needs_review or done.") }
        _ = try receiptIds
    }

    var selection: ReprocessSelection {
        get throws {
            ReprocessSelection(
                receiptIds: try receiptIds, since: since, until: until, statuses: status, store: store,
                backend: previousBackend, model: previousModel)
        }
    }
}

extension ReceiptStatus: ExpressibleByArgument {}
