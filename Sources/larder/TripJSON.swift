import LarderCore
import LarderStore

/// The `--json` form of a trip in a list. Unknown values are `null`, never left out.
struct TripSummaryJSON: Encodable {
    let summary: TripSummary

    init(_ summary: TripSummary) { self.summary = summary }

    private enum Key: String, CodingKey { case id, receiptId, date, store, total, currency, itemCount, status }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(summary.id, forKey: .id)
        try container.encode(summary.receiptId, forKey: .receiptId)
        try container.encode(summary.date?.iso, forKey: .date)
        try container.encode(summary.storeName, forKey: .store)
        try container.encode(summary.totalCents.map(Money.amount(fromCents:)), forKey: .total)
        try container.encode(summary.currency, forKey: .currency)
        try container.encode(summary.itemCount, forKey: .itemCount)
        try container.encode(summary.status.rawValue, forKey: .status)
    }
}

/// The `--json` form of one trip with its items.
struct StoredTripJSON: Encodable {
    let stored: StoredTrip

    init(_ stored: StoredTrip) { self.stored = stored }

    private enum Key: String, CodingKey { case id, receiptId, date, store, address, total, currency, warnings, items }

    private struct Item: Encodable {
        let item: PurchasedItemRecord

        private enum Key: String, CodingKey {
            case id, name, originalText, quantity, grams, price, category, foodId, matchConfidence
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(item.id, forKey: .id)
            try container.encode(item.name, forKey: .name)
            try container.encode(item.originalText, forKey: .originalText)
            try container.encode(item.quantity, forKey: .quantity)
            try container.encode(item.grams, forKey: .grams)
            try container.encode(Money.amount(fromCents: item.priceCents), forKey: .price)
            try container.encode(item.category?.rawValue, forKey: .category)
            try container.encode(item.foodId, forKey: .foodId)
            try container.encode(item.matchConfidence, forKey: .matchConfidence)
        }
    }

    func encode(to encoder: any Encoder) throws {
        let trip = stored.trip
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(trip.id, forKey: .id)
        try container.encode(trip.receiptId, forKey: .receiptId)
        try container.encode(trip.date?.iso, forKey: .date)
        try container.encode(trip.storeName, forKey: .store)
        try container.encode(trip.storeAddress, forKey: .address)
        try container.encode(trip.totalCents.map(Money.amount(fromCents:)), forKey: .total)
        try container.encode(trip.currency, forKey: .currency)
        try container.encode(trip.warnings, forKey: .warnings)
        try container.encode(stored.items.map(Item.init), forKey: .items)
    }
}

/// Plain-text pieces shared by the trip commands.
enum TripText {
    static func amount(_ cents: Int, currency: String?) -> String {
        let text = String(format: "%.2f", Money.amount(fromCents: cents))
        return currency.map { "\(text) \($0)" } ?? text
    }

    static func render(_ stored: StoredTrip) -> String {
        let trip = stored.trip
        var lines = [
            "trip \(trip.id ?? 0) (receipt \(trip.receiptId))",
            "store: \(trip.storeName ?? "unknown")\(trip.storeAddress.map { ", \($0)" } ?? "")",
            "date: \(trip.date?.iso ?? "unknown")",
            "total: \(trip.totalCents.map { amount($0, currency: trip.currency) } ?? "unknown")",
        ]
        for item in stored.items {
            let grams = item.grams.map { " \(Int($0.rounded())) g" } ?? ""
            let food = item.foodId.map { " food \($0)" } ?? ""
            let price = amount(item.priceCents, currency: nil)
            lines.append("  \(item.id ?? 0)\t\(item.name)\t\(price)\(grams)\t\(item.category?.rawValue ?? "")\(food)")
        }
        lines.append(contentsOf: trip.warnings.map { "warning: \($0)" })
        return lines.joined(separator: "\n")
    }
}
