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
        public var spentCents: Int
        /// Trips in the group (for categories: trips with at least one item of the category).
        public var trips: Int
    }

    public var period: ReportPeriod
    public var grouping: Grouping
    /// Each trip's receipt total, or the sum of its items when the receipt showed none.
    public var totalCents: Int
    public var trips: Int
    /// Trips whose receipt showed no total; their items' sum stands in for it.
    public var receiptsWithoutTotal: Int
    public var groups: [Group]

    public init(period: ReportPeriod, grouping: Grouping, database: LarderDatabase) throws {
        let trips = try database.reportTrips(from: period.start, to: period.end)
        self.period = period
        self.grouping = grouping
        totalCents = trips.map { $0.totalCents ?? $0.itemCents }.reduce(0, +)
        self.trips = trips.count
        receiptsWithoutTotal = trips.filter { $0.totalCents == nil }.count
        if grouping == .category {
            // Categories belong to items, so this breakdown sums item prices rather than receipt totals.
            let lines = try database.reportLines(from: period.start, to: period.end)
            groups = Self.groups(lines.map { ($0.category?.rawValue ?? "uncategorised", $0.priceCents, $0.tripId) })
        } else {
            groups = Self.groups(trips.map { (Self.key(of: $0, by: grouping), $0.totalCents ?? $0.itemCents, $0.id) })
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

    /// Sums by key, keeping the order keys first appear in (date order).
    private static func groups(_ entries: [(key: String, cents: Int, tripId: Int64)]) -> [Group] {
        var order: [String] = []
        var cents: [String: Int] = [:]
        var trips: [String: Set<Int64>] = [:]
        for entry in entries {
            if cents[entry.key] == nil { order.append(entry.key) }
            cents[entry.key, default: 0] += entry.cents
            trips[entry.key, default: []].insert(entry.tripId)
        }
        return order.map { Group(key: $0, spentCents: cents[$0]!, trips: trips[$0]!.count) }
    }
}
