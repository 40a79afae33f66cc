import GRDB
import LarderCore

// Core values are stored as plain text columns, readable from the sqlite3 shell and stable across versions.
// They live here because LarderCore must not depend on GRDB.

extension ReceiptStatus: DatabaseValueConvertible {}
extension FoodCategory: DatabaseValueConvertible {}
extension GramsSource: DatabaseValueConvertible {}

extension ReceiptDate: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { iso.databaseValue }

    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> ReceiptDate? {
        String.fromDatabaseValue(dbValue).flatMap(ReceiptDate.init(iso:))
    }
}
