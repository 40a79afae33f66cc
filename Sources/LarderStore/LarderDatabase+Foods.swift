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
                aliases: try MatchableAlias.fetchAll(db, "ORDER BY id"),
                foods: try MatchableFoodRow.fetchAll(db, "ORDER BY id"))
        }
    }

    /// The foods among `ids` with their names and aliases, as ``matchableFoods()`` gives them, for searches that
    /// have already narrowed the bank down: reading every alias of a 10,000-food bank costs more than the match.
    public func matchableFoods(ids: Set<Int64>) throws -> [MatchableFood] {
        guard !ids.isEmpty else { return [] }
        return try writer.read { db in try Self.matchableFoods(db, ids: ids) }
    }

    /// ``matchableFoods(ids:)`` inside a transaction already open.
    static func matchableFoods(_ db: Database, ids: Set<Int64>) throws -> [MatchableFood] {
        guard !ids.isEmpty else { return [] }
        let own = try MatchableAlias.fetchAll(db, "WHERE foodId IN \(ids)")
        // A user alias of a food outside `ids` still hides the seed alias it corrects, so those are read too.
        let corrections = try MatchableAlias.fetchAll(
            db,
            "WHERE normalizedAlias IN \(Set(own.map(\.normalizedAlias))) AND source = 'user' AND foodId NOT IN \(ids)"
        )
        let foods = try MatchableFoodRow.fetchAll(db, "WHERE id IN \(ids) ORDER BY id")
        let aliases = (own + corrections).sorted { $0.id < $1.id }
        return matchableFoods(aliases: aliases, foods: foods)
    }

    /// `foods` with their aliases, in the order given; aliases must come in id order so the first spelling wins.
    private static func matchableFoods(aliases: [MatchableAlias], foods: [MatchableFoodRow]) -> [MatchableFood] {
        var claimedByUser: [String: Int64] = [:]
        for alias in aliases where alias.isUser {
            claimedByUser[alias.normalizedAlias] = alias.foodId
        }
        var aliasesByFood: [Int64: [String]] = [:]
        for alias in aliases {
            if let owner = claimedByUser[alias.normalizedAlias], owner != alias.foodId { continue }
            aliasesByFood[alias.foodId, default: []].append(alias.alias)
        }
        return foods.map { food in
            let aliases = (aliasesByFood[food.id] ?? []).filter { $0 != food.name }
            return MatchableFood(id: food.id, name: food.name, category: food.category, aliases: aliases)
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

extension LarderDatabase {
    /// Forgets an alias a person taught a food; the seed's aliases stay.
    /// - Returns: Whether one was removed.
    @discardableResult
    public func removeUserAlias(_ text: String, fromFood foodId: Int64) throws -> Bool {
        try writer.write { db in
            try LarderDatabase.deleteUserAlias(db, text, fromFood: foodId)
            return db.changesCount > 0
        }
    }
}
