import GRDB
import LarderCore

/// One line of `larder trips list`: a trip with its item count and its receipt's status.
public struct TripSummary: Sendable, Hashable, Codable, FetchableRecord {
    public var id: Int64
    public var receiptId: Int64
    public var date: ReceiptDate?
    public var storeName: String?
    public var totalCents: Int?
    public var currency: String?
    public var itemCount: Int
    public var status: ReceiptStatus

    /// Read by column position, in the order `tripPage` selects them (id, receiptId, date, storeName, totalCents,
    /// currency, status, itemCount): a page of 50 trips is read on every request of the trips list.
    public init(row: Row) throws {
        id = row[0]
        receiptId = row[1]
        date = (row[2] as String?).flatMap(ReceiptDate.init(iso:))
        storeName = row[3]
        totalCents = row[4]
        currency = row[5]
        status = try row.decode(ReceiptStatus.self, atIndex: 6)
        itemCount = row[7]
    }
}

/// Which trips `larder trips list` shows; `nil` filters are not applied.
public struct TripFilter: Sendable, Hashable {
    public var from: ReceiptDate?
    public var to: ReceiptDate?
    /// Part of the store name, any case.
    public var store: String?

    public init(from: ReceiptDate? = nil, to: ReceiptDate? = nil, store: String? = nil) {
        self.from = from
        self.to = to
        self.store = store
    }
}

/// A person's edit of a trip: only the fields given change.
public struct TripEdit: Sendable, Hashable {
    public var storeName: String?
    public var date: ReceiptDate?
    public var totalCents: Int?
    public var items: [ItemEdit]

    /// An edit of one of the trip's items, chosen by id.
    public struct ItemEdit: Sendable, Hashable {
        public var itemId: Int64
        public var name: String?
        public var grams: Double?
        public var priceCents: Int?
        public var category: FoodCategory?

        public init(
            itemId: Int64, name: String? = nil, grams: Double? = nil, priceCents: Int? = nil,
            category: FoodCategory? = nil
        ) {
            self.itemId = itemId
            self.name = name
            self.grams = grams
            self.priceCents = priceCents
            self.category = category
        }
    }

    public init(
        storeName: String? = nil, date: ReceiptDate? = nil, totalCents: Int? = nil, items: [ItemEdit] = []
    ) {
        self.storeName = storeName
        self.date = date
        self.totalCents = totalCents
        self.items = items
    }

    public var isEmpty: Bool {
        storeName == nil && date == nil && totalCents == nil
            && items.allSatisfy { $0.name == nil && $0.grams == nil && $0.priceCents == nil && $0.category == nil }
    }
}
