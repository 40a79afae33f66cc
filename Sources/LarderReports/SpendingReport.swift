import LarderCore
import LarderStore

/// What the household spent in a period and on what: `larder report spending`.
public struct SpendingReport: Sendable, Hashable, Codable {
    /// How the spending is broken down.
    public enum Grouping: String, Sendable, Hashable, Codable, CaseIterable {
        case trip
        case store
        case category
        case month
    }

    /// One row of the breakdown.
    public struct Group: Sendable, Hashable, Codable {
        public var key: String
        /// The group's currency: a store visited in two currencies is two groups, never one sum.
        public var currency: String?
        public var spentCents: Int
        /// Trips in the group (for categories: trips with at least one item of the category).
        public var trips: Int
    }

    public var period: ReportPeriod
    public var grouping: Grouping
    /// The currency ``totalCents`` is in: the one most trips name; `nil` when none did.
    public var currency: String?
    /// Each trip's receipt total, or the sum of its items when the receipt showed none, in ``currency``.
    public var totalCents: Int
    /// The totals of trips in other currencies, never added to ``totalCents``.
    public var otherTotals: [CurrencyAmount]
    public var trips: Int
    /// Trips whose receipt showed no total; their items' sum stands in for it.
    public var receiptsWithoutTotal: Int
    public var groups: [Group]

    public init(period: ReportPeriod, grouping: Grouping, database: LarderDatabase) throws {
        let trips = try database.reportTrips(from: period.start, to: period.end)
        self.period = period
        self.grouping = grouping
        let totals = trips.map { (currency: $0.currency, cents: $0.totalCents ?? $0.itemCents) }
        let main = Currencies.main(of: totals)
        currency = main
        totalCents = totals.filter { Currencies.of($0.currency, main: main) == main }.map(\.cents).reduce(0, +)
        otherTotals = Currencies.others(of: totals, main: main)
        self.trips = trips.count
        receiptsWithoutTotal = trips.filter { $0.totalCents == nil }.count
        if grouping == .category {
            // Categories belong to items, so this breakdown sums item prices rather than receipt totals.
            let lines = try database.reportLines(from: period.start, to: period.end)
            groups = Self.groups(
                lines.map {
                    ($0.category?.rawValue ?? "uncategorised", Currencies.of($0.currency, main: main), $0.priceCents, $0.tripId)
                })
        } else {
            groups = Self.groups(
                trips.map {
                    (Self.key(of: $0, by: grouping), Currencies.of($0.currency, main: main), $0.totalCents ?? $0.itemCents, $0.id)
                })
        }
        if grouping == .store || grouping == .category {
            groups.sort { ($0.spentCents, $1.key) > ($1.spentCents, $0.key) }
        }
    }

    private static func key(of trip: ReportTrip, by grouping: Grouping) -> String {
        switch grouping {
        case .trip: "\(trip.date.iso) #\(trip.id) \(trip.storeName ?? "unknown store")"
        case .store: trip.storeName ?? "unknown store"
        case .month: String(trip.date.iso.prefix(7))
        case .category: ""
        }
    }

    /// Sums by key and currency, keeping the order they first appear in (date order).
    private static func groups(_ entries: [(key: String, currency: String?, cents: Int, tripId: Int64)]) -> [Group] {
        struct GroupKey: Hashable {
            var key: String
            var currency: String?
        }
        var order: [GroupKey] = []
        var cents: [GroupKey: Int] = [:]
        var trips: [GroupKey: Set<Int64>] = [:]
        for entry in entries {
            let key = GroupKey(key: entry.key, currency: entry.currency)
            if cents[key] == nil { order.append(key) }
            cents[key, default: 0] += entry.cents
            trips[key, default: []].insert(entry.tripId)
        }
        return order.map { Group(key: $0.key, currency: $0.currency, spentCents: cents[$0]!, trips: trips[$0]!.count) }
    }
}
