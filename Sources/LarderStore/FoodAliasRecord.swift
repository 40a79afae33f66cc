import GRDB

/// Another word for a food, as printed on receipts or said in shops ("H-Milch" for whole milk).
///
/// `normalizedAlias` is the alias through `FoodNameNormalizer`, so lookups ignore case, umlaut spelling,
/// punctuation and sizes; each food has each normalised alias once.
public struct FoodAliasRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "foodAlias"

    /// Where an alias came from.
    public enum Source: String, Codable, Sendable, Hashable, DatabaseValueConvertible {
        /// The food bank seed shipped with Larder.
        case seed
        /// Added by the user, e.g. when correcting a match.
        case user
    }

    public var id: Int64?
    public var foodId: Int64
    /// The alias as written, e.g. "Hähnchenbrustfilet".
    public var alias: String
    /// The alias normalised for matching, e.g. "haehnchenbrustfilet".
    public var normalizedAlias: String
    /// "de" or "en"; `nil` when unknown.
    public var language: String?
    public var source: Source

    public init(
        id: Int64? = nil, foodId: Int64, alias: String, normalizedAlias: String, language: String?, source: Source
    ) {
        self.id = id
        self.foodId = foodId
        self.alias = alias
        self.normalizedAlias = normalizedAlias
        self.language = language
        self.source = source
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
