/// Why a food-bank operation was refused. Database failures arrive as GRDB's `DatabaseError` instead.
public struct StoreError: Error, Sendable, Hashable, CustomStringConvertible {
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private enum Kind: String, Sendable, Hashable {
            case notFound = "not_found"
            case invalidTransition = "invalid_transition"
            case conflict
            case missingDatabase = "missing_database"
            case damagedDatabase = "damaged_database"
            case fileExists = "file_exists"
        }

        private let kind: Kind
        private init(_ kind: Kind) { self.kind = kind }

        /// The item, food or receipt named does not exist.
        public static let notFound = Code(.notFound)
        /// A job was asked to change state in a way its state machine forbids.
        public static let invalidTransition = Code(.invalidTransition)
        /// The change would break the food bank: a barcode another food has, a food merged into itself.
        public static let conflict = Code(.conflict)
        /// A command that only reads was pointed at a database file that does not exist.
        public static let missingDatabase = Code(.missingDatabase)
        /// `PRAGMA quick_check` found the database file damaged.
        public static let damagedDatabase = Code(.damagedDatabase)
        /// A file to be written (a backup) exists already and was not to be replaced.
        public static let fileExists = Code(.fileExists)

        public var description: String { kind.rawValue }
    }

    public var code: Code
    /// What was refused and what to do instead.
    public var message: String

    public init(_ code: Code, message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}
