import LarderCore

/// Reads the ground-truth dates of the SROIE keys, which are printed as on the receipt.
enum ExtractionDateReading {
    /// `31/01/2019`, `31/01/19`, `31-01-2019`, `2019-01-31`, `31 JAN 2019`, `20190131`, day first.
    static func date(in text: String) -> ReceiptDate? {
        let months = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
        let parts = text.uppercased().split { $0 == "/" || $0 == "-" || $0 == " " || $0 == "." }.map(String.init)
        if parts.count == 1, parts[0].count == 8, let value = Int(parts[0]) {
            let leading = value / 10000
            if (1990...2039).contains(leading) {
                return ReceiptDate(year: leading, month: value / 100 % 100, day: value % 100)
            }
            return ReceiptDate(year: value % 10000, month: value / 10000 % 100, day: value / 1_000_000)
        }
        guard parts.count == 3 else { return nil }
        let month = Int(parts[1]) ?? months.firstIndex(of: String(parts[1].prefix(3))).map { $0 + 1 }
        guard let first = Int(parts[0]), let month, var year = Int(parts[2]) else { return nil }
        if parts[0].count == 4 { return ReceiptDate(year: first, month: month, day: year) }
        if year < 100 { year += 2000 }
        // Month-first when the second number cannot be a month ("12/28/2017").
        return ReceiptDate(year: year, month: month, day: first) ?? ReceiptDate(year: year, month: first, day: month)
    }
}
