import GRDB

/// A whole table's rows, column by column, for exporting.
public struct TableDump: Sendable {
    /// A stored value as exported: SQLite's own types, blobs as hexadecimal text.
    public enum Value: Sendable, Hashable {
        case null
        case integer(Int64)
        case real(Double)
        case text(String)
    }

    public var table: String
    public var columns: [String]
    public var rows: [[Value]]
}

extension LarderDatabase {
    /// The tables `larder export` writes, in the order a reader would load them.
    public static let exportedTables = [
        "receipt", "extractionRun", "groceryTrip", "purchasedItem", "food", "foodAlias", "householdMember",
        "householdTarget",
        "llmCall",
        "userCorrection",
    ]

    /// Every row of `table`, ordered by rowid, read in one transaction with the other tables when called inside
    /// ``dumpTables(_:)``.
    public func dumpTables(_ tables: [String] = LarderDatabase.exportedTables) throws -> [TableDump] {
        try writer.read { db in
            try tables.map { table in
                let columns = try db.columns(in: table).map(\.name)
                let rows = try Row.fetchAll(db, sql: "SELECT * FROM \(table.quotedDatabaseIdentifier) ORDER BY rowid")
                return TableDump(
                    table: table, columns: columns,
                    rows: rows.map { row in columns.map { Self.exported(row[$0] as DatabaseValue) } })
            }
        }
    }

    private static func exported(_ value: DatabaseValue) -> TableDump.Value {
        switch value.storage {
        case .null: .null
        case .int64(let integer): .integer(integer)
        case .double(let real): .real(real)
        case .string(let text): .text(text)
        case .blob(let data): .text(data.map { String(format: "%02x", $0) }.joined())
        }
    }
}
