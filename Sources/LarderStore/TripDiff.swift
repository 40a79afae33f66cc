import LarderCore

/// What changes between two readings of one receipt: the trip's fields, and items added, removed or changed.
///
/// Items are paired by their printed text (and which occurrence of it they are), because positions shift
/// when a new reading finds a line more or fewer.
public struct TripDiff: Sendable, Hashable, Codable {
    /// One field that differs, as display text.
    public struct Change: Sendable, Hashable, Codable {
        public var field: String
        public var before: String?
        public var after: String?
    }

    public var fields: [Change] = []
    public var itemsAdded: [String] = []
    public var itemsRemoved: [String] = []
    /// Changes to items found in both, `field` prefixed with the item's printed text.
    public var itemsChanged: [Change] = []
    /// Items whose food link differs.
    public var matchesChanged: [Change] = []

    public var isEmpty: Bool {
        fields.isEmpty && itemsAdded.isEmpty && itemsRemoved.isEmpty && itemsChanged.isEmpty && matchesChanged.isEmpty
    }

    public init(from old: TripSnapshot?, to new: TripSnapshot) {
        let old = old ?? TripSnapshot(ExtractedReceipt())
        compare("store", old.storeName, new.storeName)
        compare("date", old.date?.iso, new.date?.iso)
        compare("total", old.totalCents.map(Self.amount), new.totalCents.map(Self.amount))
        compare("currency", old.currency, new.currency)
        var unmatched = Array(old.items.indices)
        for (index, item) in new.items.enumerated() {
            let occurrence = new.occurrence(ofItemAt: index)
            guard let oldIndex = old.itemIndex(text: item.originalText, occurrence: occurrence) else {
                itemsAdded.append(item.originalText)
                continue
            }
            unmatched.removeAll { $0 == oldIndex }
            compareItems(old.items[oldIndex], item)
        }
        itemsRemoved = unmatched.map { old.items[$0].originalText }
    }

    private mutating func compare(_ field: String, _ before: String?, _ after: String?) {
        if before != after { fields.append(Change(field: field, before: before, after: after)) }
    }

    private mutating func compareItems(_ old: TripSnapshot.Item, _ new: TripSnapshot.Item) {
        let label = old.originalText
        let pairs: [(String, String?, String?)] = [
            ("name", old.name, new.name),
            ("grams", old.grams.map { "\($0)" }, new.grams.map { "\($0)" }),
            ("price", Self.amount(old.priceCents), Self.amount(new.priceCents)),
            ("category", old.category?.rawValue, new.category?.rawValue),
            ("skipped", "\(old.isSkipped)", "\(new.isSkipped)"),
        ]
        for (field, before, after) in pairs where before != after {
            itemsChanged.append(Change(field: "\(label): \(field)", before: before, after: after))
        }
        if old.foodId != new.foodId {
            matchesChanged.append(
                Change(field: label, before: old.foodId.map { "food \($0)" }, after: new.foodId.map { "food \($0)" })
            )
        }
    }

    private static func amount(_ cents: Int) -> String {
        let sign = cents < 0 ? "-" : ""
        let value = abs(cents)
        return "\(sign)\(value / 100).\(value % 100 < 10 ? "0" : "")\(value % 100)"
    }
}
