import ArgumentParser
import LarderStore

/// `larder trips delete ID`: removes a trip that should not be in the food bank (a duplicate, a stranger's).
struct DeleteTripCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete a trip with its items, receipt record and extraction runs.",
        discussion: "The image file is left where it is; giving it to Larder again reads it anew."
    )

    @Argument(help: "The trip id.")
    var tripId: Int64

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let store = try database.open()
        try StoreRefusal.perform { try store.deleteTrip(id: tripId) }
        print("trip \(tripId) deleted")
    }
}
