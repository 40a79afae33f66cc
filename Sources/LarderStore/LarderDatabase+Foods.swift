import GRDB
import LarderCore

extension LarderDatabase {
    /// How many foods the food bank holds.
    public func foodCount() throws -> Int {
        try writer.read { db in try FoodRecord.fetchCount(db) }
    }

    /// The food with this id, if it exists.
    public func food(id: Int64) throws -> Food? {
        try writer.read { db in try FoodRecord.fetchOne(db, key: id)?.food }
    }

    /// The aliases of one food, seed ones first, in the order they were added.
    public func aliases(ofFood foodId: Int64) throws -> [FoodAliasRecord] {
        try writer.read { db in
            try FoodAliasRecord.filter(Column("foodId") == foodId).order(Column("id")).fetchAll(db)
        }
    }

    /// Every food with its name and aliases, ordered by id, ready for a `FoodMatcher`.
    ///
    /// A person's correction outranks the seed: a seed alias that normalises like a user alias of another
    /// food is left out, so the corrected text can only match the food the person chose.
    public func matchableFoods() throws -> [MatchableFood] {
        try writer.read { db in
            Self.matchableFoods(
                aliases: try FoodAliasRecord.order(Column("id")).fetchAll(db),
                foods: try FoodRecord.order(Column("id")).fetchAll(db))
        }
    }

    /// The foods among `ids` with their names and aliases, as ``matchableFoods()`` gives them, for searches that
    /// have already narrowed the bank down: reading every alias of a 10,000-food bank costs more than the match.
    public func matchableFoods(ids: Set<Int64>) throws -> [MatchableFood] {
        guard !ids.isEmpty else { return [] }
        return try writer.read { db in
            let own = try FoodAliasRecord.filter(ids.contains(Column("foodId"))).fetchAll(db)
            // A user alias of a food outside `ids` still hides the seed alias it corrects, so those are read too.
            let corrections = try FoodAliasRecord.filter(
                Set(own.map(\.normalizedAlias)).contains(Column("normalizedAlias")) && Column("source") == "user"
                    && !ids.contains(Column("foodId"))
            ).fetchAll(db)
            let foods = try FoodRecord.filter(ids.contains(Column("id"))).order(Column("id")).fetchAll(db)
            let aliases = (own + corrections).sorted { ($0.id ?? 0) < ($1.id ?? 0) }
            return Self.matchableFoods(aliases: aliases, foods: foods)
        }
    }

    /// `foods` with their aliases, in the order given; aliases must come in id order so the first spelling wins.
    private static func matchableFoods(aliases: [FoodAliasRecord], foods: [FoodRecord]) -> [MatchableFood] {
        var claimedByUser: [String: Int64] = [:]
        for alias in aliases where alias.source == .user {
            claimedByUser[alias.normalizedAlias] = alias.foodId
        }
        var aliasesByFood: [Int64: [String]] = [:]
        for alias in aliases {
            if let owner = claimedByUser[alias.normalizedAlias], owner != alias.foodId { continue }
            aliasesByFood[alias.foodId, default: []].append(alias.alias)
        }
        return foods.compactMap { record in
            guard let id = record.id else { return nil }
            let aliases = (aliasesByFood[id] ?? []).filter { $0 != record.name }
            return MatchableFood(id: id, name: record.name, category: record.category, aliases: aliases)
        }
    }

    /// Records another word for a food as a `user` alias, so that receipts printing it match the food from
    /// now on (e.g. after the user corrects a match).
    ///
    /// Idempotent: adding text that normalises like an existing alias of the food changes nothing.
    /// - Parameters:
    ///   - text: The word as written, e.g. "BERGBAUERN H-MILCH".
    ///   - foodId: The food it names.
    ///   - language: "de", "en", or `nil` when unknown.
    /// - Throws: `DatabaseError` when the food does not exist, the language is not "de" or "en", or the text
    ///   has no letters left after normalisation (nothing to match on).
    public func addAlias(_ text: String, toFood foodId: Int64, language: String?) throws {
        let normalized = FoodNameNormalizer.normalize(text)
        guard !normalized.isEmpty else {
            throw DatabaseError(message: "alias '\(text)' has no letters to match on; give the food's name as printed")
        }
        // Checked here because `INSERT OR IGNORE` would silently skip a row that fails the CHECK constraint.
        if let language, !["de", "en"].contains(language) {
            throw DatabaseError(message: "alias language '\(language)' is not 'de' or 'en'; pass nil when unknown")
        }
        try writer.write { db in
            try LarderDatabase.insertUserAlias(db, text, toFood: foodId, language: language)
        }
    }
}
