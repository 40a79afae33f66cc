import ArgumentParser
import LarderCore
import LarderStore

/// `larder trips edit ID`: fixes what the reading got wrong. Every change is kept as a user correction, so
/// `larder reprocess` keeps it unless told `--discard-edits`.
struct EditTripCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Correct a trip's store, date or total, or one of its items.",
        discussion: """
            Trip fields: --store, --date, --total. Item fields need --item ID (from `larder trips show`): \
            --name, --grams, --price, --category. Corrections survive `larder reprocess`.
            """
    )

    @Argument(help: "The trip id.")
    var tripId: Int64

    @Option(help: "The store's name.")
    var store: String?

    @Option(help: ArgumentHelp("The trip's date.", valueName: "YYYY-MM-DD"))
    var date: ReceiptDate?

    @Option(help: "The amount paid, e.g. 23.45.")
    var total: Double?

    @Option(help: "The item to correct.")
    var item: Int64?

    @Option(help: "The item's English name.")
    var name: String?

    @Option(help: "The item's weight in grams.")
    var grams: Double?

    @Option(help: "The item's price, e.g. 1.29 (negative for a discount).")
    var price: Double?

    @Option(help: "The item's category: \(FoodCategory.allCases.map(\.rawValue).joined(separator: ", ")).")
    var category: FoodCategory?

    @Flag(help: "Print the corrected trip as JSON.")
    var json = false

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        let itemFields = name != nil || grams != nil || price != nil || category != nil
        if itemFields, item == nil {
            throw ValidationError("--name, --grams, --price and --category need --item ID (see `larder trips show`).")
        }
        if item != nil, !itemFields {
            throw ValidationError("--item needs at least one of --name, --grams, --price, --category.")
        }
        if store == nil, date == nil, total == nil, !itemFields {
            throw ValidationError("Nothing to change: give --store, --date, --total, or --item with a field.")
        }
        if let grams, grams < 0 { throw ValidationError("--grams cannot be negative.") }
        if let name, name.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--name cannot be empty.")
        }
    }

    func run() async throws {
        var edit = TripEdit(storeName: store, date: date, totalCents: total.map(Money.cents(fromAmount:)))
        if let item {
            edit.items = [
                TripEdit.ItemEdit(
                    itemId: item, name: name, grams: grams, priceCents: price.map(Money.cents(fromAmount:)),
                    category: category
                ),
            ]
        }
        let store = try database.open()
        let stored = try StoreRefusal.perform { try store.edit(tripId: tripId, edit) }
        print(json ? try JSONOutput.string(StoredTripJSON(stored)) : TripText.render(stored))
    }
}
