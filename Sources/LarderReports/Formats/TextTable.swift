/// Rows of cells printed in aligned columns: text to the left, numbers to the right.
public struct TextTable: Sendable {
    public var header: [String]
    public var rows: [[String]]

    public init(header: [String], rows: [[String]] = []) {
        self.header = header
        self.rows = rows
    }

    /// The table as lines, columns two spaces apart, a rule under the header.
    public var text: String {
        let all = [header] + rows
        let widths = header.indices.map { column in
            all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max()!
        }
        func line(_ cells: [String]) -> String {
            cells.indices.map { column in
                let cell = cells[column]
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return Self.isNumeric(cell) ? pad + cell : cell + pad
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
    }

    private static func isNumeric(_ cell: String) -> Bool {
        guard let first = cell.first else { return false }
        return first.isNumber || (first == "-" && cell.count > 1) || first == "+"
    }
}

/// CSV text (RFC 4180): fields holding commas, quotes or line breaks are quoted, quotes doubled.
public enum CSVText {
    public static func text(header: [String], rows: [[String]]) -> String {
        ([header] + rows).map { $0.map(field).joined(separator: ",") }.joined(separator: "\n") + "\n"
    }

    static func field(_ value: String) -> String {
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
