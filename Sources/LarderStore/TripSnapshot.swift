import LarderCore

/// A trip as it stands or would stand: what reprocessing compares, shows in a diff, and writes.
public struct TripSnapshot: Sendable, Hashable, Codable {
    public var storeName: String?
    public var storeAddress: String?
    public var date: ReceiptDate?
    public var currency: String?
    public var totalCents: Int?
    public var warnings: [String]
    public var items: [Item]

    /// One item of the trip with its food link and review state.
    public struct Item: Sendable, Hashable, Codable {
        public var originalText: String
        public var name: String
        public var quantity: Double?
        public var grams: Double?
        public var gramsSource: GramsSource?
        public var priceCents: Int
        public var category: FoodCategory?
        public var foodId: Int64?
        public var matchConfidence: Double?
        public var isSkipped: Bool

        public init(_ item: ExtractedItem, link: ItemFoodLink? = nil) {
            originalText = item.originalText
            name = item.name
            quantity = item.quantity
            grams = item.grams
            gramsSource = item.gramsSource
            priceCents = item.priceCents
            category = item.category
            foodId = link?.foodId
            matchConfidence = link?.confidence
            isSkipped = false
        }

        init(_ record: PurchasedItemRecord, isSkipped: Bool) {
            originalText = record.originalText
            name = record.name
            quantity = record.quantity
            grams = record.grams
            gramsSource = record.gramsSource
            priceCents = record.priceCents
            category = record.category
            foodId = record.foodId
            matchConfidence = record.matchConfidence
            self.isSkipped = isSkipped
        }

        var extracted: ExtractedItem {
            ExtractedItem(
                name: name, originalText: originalText, quantity: quantity, grams: grams, gramsSource: gramsSource,
                priceCents: priceCents, category: category
            )
        }
    }

    /// A fresh reading with the food each item matched, in item order.
    public init(_ extraction: ExtractedReceipt, links: [ItemFoodLink?] = []) {
        storeName = extraction.store.name
        storeAddress = extraction.store.address
        date = extraction.date
        currency = extraction.currency
        totalCents = extraction.totalCents
        warnings = extraction.warnings
        items = extraction.items.enumerated().map { index, item in
            Item(item, link: index < links.count ? links[index] : nil)
        }
    }

    /// The snapshot as an extraction result, for the review policy and for display.
    public var extraction: ExtractedReceipt {
        ExtractedReceipt(
            store: StoreInfo(name: storeName, address: storeAddress), date: date, currency: currency,
            totalCents: totalCents, items: items.map(\.extracted), warnings: warnings
        )
    }

    /// The index of the `occurrence`-th item (from zero) printed as `text`, if there is one.
    public func itemIndex(text: String, occurrence: Int) -> Int? {
        items.indices.filter { items[$0].originalText == text }.dropFirst(occurrence).first
    }

    /// Which occurrence of its printed text the item at `index` is.
    public func occurrence(ofItemAt index: Int) -> Int {
        items[..<index].filter { $0.originalText == items[index].originalText }.count
    }
}
