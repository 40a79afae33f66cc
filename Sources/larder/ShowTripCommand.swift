import ArgumentParser
import LarderStore

/// `larder trips show ID`: one trip with its items and their ids, for `trips edit` and `items link`.
struct ShowTripCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show a trip and its items.")

    @Argument(help: "The trip id (see `larder trips list`).")
    var tripId: Int64

    @Flag(help: "Print the trip as JSON.")
    var json = false

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let store = try database.openExisting()
        let stored = try StoreRefusal.perform { try store.trip(id: tripId) }
        print(json ? try JSONOutput.string(StoredTripJSON(stored)) : TripText.render(stored))
    }
}
