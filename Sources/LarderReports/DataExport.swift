import Foundation
import LarderStore

/// `larder export DIR`: every table as `<table>.json` (an array of objects) and `<table>.csv`.
public enum DataExport {
    /// Writes the files and returns their names with row counts.
    /// - Throws: A file-system error when the folder cannot be created or written; files written before stay.
    @discardableResult
    public static func write(_ database: LarderDatabase, to folder: URL) throws -> [(file: String, rows: Int)] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var written: [(file: String, rows: Int)] = []
        for dump in try database.dumpTables() {
            let json = folder.appendingPathComponent("\(dump.table).json")
            try Data(jsonText(dump).utf8).write(to: json, options: .atomic)
            let csv = folder.appendingPathComponent("\(dump.table).csv")
            let rows = dump.rows.map { $0.map(csvText) }
            try Data(CSVText.text(header: dump.columns, rows: rows).utf8).write(to: csv, options: .atomic)
            written.append((json.lastPathComponent, dump.rows.count))
            written.append((csv.lastPathComponent, dump.rows.count))
        }
        return written
    }

    /// JSON by hand so that integers stay integers and column order stays the table's.
    static func jsonText(_ dump: TableDump) -> String {
        let objects = dump.rows.map { row in
            "  {" + zip(dump.columns, row).map { "\(quoted($0)): \(jsonValue($1))" }.joined(separator: ", ") + "}"
        }
        return objects.isEmpty ? "[]\n" : "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }

    private static func jsonValue(_ value: TableDump.Value) -> String {
        switch value {
        case .null: "null"
        case .integer(let integer): String(integer)
        case .real(let real): real.isFinite ? "\(real)" : "null"
        case .text(let text): quoted(text)
        }
    }

    private static func csvText(_ value: TableDump.Value) -> String {
        switch value {
        case .null: ""
        case .integer(let integer): String(integer)
        case .real(let real): "\(real)"
        case .text(let text): text
        }
    }

    /// A JSON string literal (RFC 8259: quote, backslash and control characters escaped).
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
