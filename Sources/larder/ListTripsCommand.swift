import ArgumentParser
import LarderCore
import LarderStore

/// `larder trips list`: one line per trip, oldest first.
struct ListTripsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List trips: date, store, total, item count and receipt status."
    )

    @Option(help: ArgumentHelp("Only trips on or after this date.", valueName: "YYYY-MM-DD"))
    var from: ReceiptDate?

    @Option(help: ArgumentHelp("Only trips on or before this date.", valueName: "YYYY-MM-DD"))
    var to: ReceiptDate?

    @Option(help: "Only trips whose store name contains this text (any case).")
    var store: String?

    @Flag(help: "Print a JSON array.")
    var json = false

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        if let from, let to, to < from {
            throw ValidationError("--to \(to) is before --from \(from); swap them.")
        }
    }

    func run() async throws {
        let trips = try database.openExisting().trips(TripFilter(from: from, to: to, store: store))
        if json {
            print(try JSONOutput.string(trips.map(TripSummaryJSON.init)))
            return
        }
        if trips.isEmpty {
            print("no trips")
            return
        }
        for trip in trips {
            let total = trip.totalCents.map { TripText.amount($0, currency: trip.currency) } ?? "no total"
            let columns = [
                "\(trip.id)", trip.date?.iso ?? "no date", trip.storeName ?? "unknown store", total,
                "\(trip.itemCount) items", trip.status.rawValue,
            ]
            print(columns.joined(separator: "\t"))
        }
    }
}
