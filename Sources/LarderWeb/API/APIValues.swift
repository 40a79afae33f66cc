import Hummingbird
import LarderCore
import LarderStore

/// `{"jobId": N}`: an upload is queued.
struct QueuedJSON: ResponseEncodable {
    var jobId: Int64
}

/// A job as `GET /api/v1/jobs/{id}` shows it.
struct JobJSON: ResponseEncodable {
    var id: Int64
    var state: String
    var receiptId: OrNull<Int64>
    var tripId: OrNull<Int64>
    var error: OrNull<String>
}

/// One page of a list: `{"items": [...], "pageIndex", "pageSize", "totalCount", "totalPages"}`.
struct PageJSON<Item: Encodable & Sendable>: ResponseEncodable {
    var items: [Item]
    var pageIndex: Int
    var pageSize: Int
    var totalCount: Int
    var totalPages: Int

    /// A page the store already cut, of `totalCount` in all.
    init(page: [Item], totalCount: Int, request: PageRequest) {
        items = page
        pageIndex = request.pageIndex
        pageSize = request.pageSize
        self.totalCount = totalCount
        totalPages = (totalCount + request.pageSize - 1) / request.pageSize
    }

    /// The page `request` asks for of `all`.
    init(of all: [Item], request: PageRequest) {
        let start = min(all.count, request.offset)
        items = Array(all[start..<min(all.count, start + request.pageSize)])
        pageIndex = request.pageIndex
        pageSize = request.pageSize
        totalCount = all.count
        totalPages = (all.count + request.pageSize - 1) / request.pageSize
    }
}

/// `pageIndex` (from 0, or from 1 where an API counts so) and `pageSize` (1 to 200, default 20) from the query.
struct PageRequest {
    var pageIndex: Int
    var pageSize: Int
    /// How many items come before the page.
    var offset: Int { (pageIndex - firstIndex) * pageSize }
    /// The first page's index: 0 for Larder's own API, 1 for the shopping-list API of seed 002.
    var firstIndex: Int

    init(_ request: Request, firstIndex: Int = 0) throws {
        let query = request.uri.queryParameters
        self.firstIndex = firstIndex
        pageIndex = try Self.integer(
            query["pageIndex"], named: "pageIndex", default: firstIndex, in: firstIndex...1_000_000)
        pageSize = try Self.integer(query["pageSize"], named: "pageSize", default: 20, in: 1...200)
    }

    private static func integer(_ text: Substring?, named name: String, default value: Int, in range: ClosedRange<Int>)
        throws -> Int
    {
        guard let text else { return value }
        guard let number = Int(text), range.contains(number) else {
            throw APIError(.badRequest, "\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }
}

/// Money as a JSON number of the currency's units: 1234 cents is 12.34.
func amount(_ cents: Int?) -> Double? {
    cents.map { Double($0) / 100 }
}

struct TripSummaryJSON: Encodable, Sendable {
    var id: Int64
    var receiptId: Int64
    var date: OrNull<String>
    var store: OrNull<String>
    var total: OrNull<Double>
    var currency: OrNull<String>
    var itemCount: Int
    var status: String

    init(_ trip: TripSummary) {
        id = trip.id
        receiptId = trip.receiptId
        date = OrNull(trip.date?.iso)
        store = OrNull(trip.storeName)
        total = OrNull(amount(trip.totalCents))
        currency = OrNull(trip.currency)
        itemCount = trip.itemCount
        status = trip.status.rawValue
    }
}

struct ItemJSON: ResponseEncodable {
    var id: Int64
    var name: String
    var originalText: String
    var grams: OrNull<Double>
    var price: OrNull<Double>
    var category: OrNull<String>
    var foodId: OrNull<Int64>

    init(_ item: PurchasedItemRecord) {
        id = item.id ?? 0
        name = item.name
        originalText = item.originalText
        grams = OrNull(item.grams)
        price = OrNull(amount(item.priceCents))
        category = OrNull(item.category?.rawValue)
        foodId = OrNull(item.foodId)
    }
}

struct TripDetailJSON: ResponseEncodable {
    var id: Int64
    var receiptId: Int64
    var date: OrNull<String>
    var store: OrNull<String>
    var address: OrNull<String>
    var total: OrNull<Double>
    var currency: OrNull<String>
    var status: String
    var items: [ItemJSON]
}

struct FoodJSON: Encodable, Sendable {
    var id: Int64
    var name: String
    var category: String
    var kcal: Double?
    var protein: Double?
    var carbohydrates: Double?
    var fat: Double?

    init(_ food: Food) {
        id = food.id ?? 0
        name = food.name
        category = food.category.rawValue
        kcal = food.nutrition.kcal
        protein = food.nutrition.protein
        carbohydrates = food.nutrition.carbohydrates
        fat = food.nutrition.fat
    }
}
