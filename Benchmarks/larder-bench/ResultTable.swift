/// Prints rows of labelled figures as an aligned plain-text table.
struct ResultTable {
    let columns: [String]
    private var rows: [[String]] = []

    init(columns: [String]) {
        self.columns = columns
    }

    mutating func add(_ row: [String]) {
        rows.append(row)
    }

    func render() -> String {
        let all = [columns] + rows
        let widths = columns.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { row in
            row.enumerated().map { column, cell in
                column == 0
                    ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}
