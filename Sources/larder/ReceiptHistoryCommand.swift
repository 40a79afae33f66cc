import ArgumentParser
import Foundation
import LarderCore
import LarderStore

/// `larder receipts history ID`: every extraction run of a receipt and what each changed from the one before.
struct ReceiptHistoryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List a receipt's extraction runs and their differences.",
        discussion: "Each successful run is compared with the successful run before it; * marks the one the trip shows."
    )

    @Argument(help: "The receipt id (see `larder trips list`).")
    var receiptId: Int64

    @Flag(help: "Print the runs as JSON.")
    var json = false

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let store = try database.openExisting()
        guard try store.receipt(id: receiptId) != nil else {
            StandardError.write("larder: no receipt \(receiptId); `larder trips list --json` shows receipt ids")
            throw ExitCode.failure
        }
        let (runs, current) = try store.extractionRuns(forReceipt: receiptId)
        var previous: ExtractedReceipt?
        var entries: [RunHistoryJSON] = []
        for run in runs {
            // The first reading has nothing to differ from.
            let diff = previous.flatMap { before in
                run.rawResult.map { TripDiff(from: TripSnapshot(before), to: TripSnapshot($0)) }
            }
            entries.append(RunHistoryJSON(run: run, isCurrent: run.id == current, diff: diff))
            if let result = run.rawResult { previous = result }
        }
        if json {
            print(try JSONOutput.string(["receiptId": AnyEncodable(receiptId), "runs": AnyEncodable(entries)]))
            return
        }
        if entries.isEmpty { print("receipt \(receiptId) has no extraction runs") }
        for entry in entries { print(entry.text) }
    }
}

/// One run in `receipts history`.
struct RunHistoryJSON: Encodable {
    let run: ExtractionRunRecord
    let isCurrent: Bool
    let diff: TripDiff?

    private enum Key: String, CodingKey {
        case id, backend, model, startedAt, finishedAt, error, isCurrent, total, itemCount, changes
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(run.id, forKey: .id)
        try container.encode(run.backend, forKey: .backend)
        try container.encode(run.model, forKey: .model)
        try container.encode(Self.timestamp(run.startedAt), forKey: .startedAt)
        try container.encode(run.finishedAt.map(Self.timestamp), forKey: .finishedAt)
        try container.encode(run.error, forKey: .error)
        try container.encode(isCurrent, forKey: .isCurrent)
        try container.encode(run.rawResult?.totalCents.map(Money.amount(fromCents:)), forKey: .total)
        try container.encode(run.rawResult?.items.count, forKey: .itemCount)
        try container.encode(diff, forKey: .changes)
    }

    static func timestamp(_ date: Date) -> String {
        ISO8601DateFormatter().string(from: date)
    }

    var text: String {
        let when = Self.timestamp(run.startedAt)
        let head = "\(isCurrent ? "*" : " ") run \(run.id ?? 0)  \(when)  \(run.backend) \(run.model)"
        guard let result = run.rawResult else { return head + "  failed: \(run.error ?? "unknown error")" }
        let total = result.totalCents.map { String(format: "%.2f", Money.amount(fromCents: $0)) } ?? "no total"
        let changes = diff.map { diff in diff.isEmpty ? ["  no changes"] : TripDiffText.lines(diff) } ?? []
        return ([head + "  \(result.items.count) items, total \(total)"] + changes).joined(separator: "\n")
    }
}

/// Wraps differently typed values for one JSON object.
struct AnyEncodable: Encodable {
    private let encodeValue: (any Encoder) throws -> Void

    init(_ value: some Encodable) { encodeValue = value.encode }

    func encode(to encoder: any Encoder) throws { try encodeValue(encoder) }
}
