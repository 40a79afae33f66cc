import GRDB
import LarderCore

extension LarderDatabase {
    /// One page of foods by name (any case), of one category or all, and how many there are in all: cut in SQL,
    /// so browsing a bank of thousands reads only the page.
    public func foodsByName(category: FoodCategory? = nil, limit: Int, offset: Int) throws
        -> (foods: [Food], totalCount: Int)
    {
        try writer.read { db in
            var request = FoodRecord.all()
            if let category { request = request.filter(Column("category") == category.rawValue) }
            let total = try request.fetchCount(db)
            let page = try request.order(Column("name").collating(.nocase), Column("id")).limit(limit, offset: offset)
                .fetchAll(db).map(\.food)
            return (page, total)
        }
    }

    /// The foods with these ids, in the ids' order, in one read; ids that name no food are left out.
    public func foods(ids: [Int64]) throws -> [Food] {
        guard !ids.isEmpty else { return [] }
        let found = try writer.read { db in try FoodRecord.fetchAll(db, keys: ids) }
        let byId = Dictionary(found.map { ($0.id ?? 0, $0.food) }, uniquingKeysWith: { first, _ in first })
        return ids.compactMap { byId[$0] }
    }
}
