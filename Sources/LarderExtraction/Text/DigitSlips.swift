/// OCR's commonest slip in a number: one digit read as another.
enum DigitSlips {
    /// Whether two numbers print as many digits and differ in exactly one of them (`54.50` and `64.50`, `2016` and
    /// `2018`).
    static func differInOneDigit(_ one: Int, _ other: Int) -> Bool {
        let (first, second) = (Array(String(one)), Array(String(other)))
        return first.count == second.count && zip(first, second).count { $0 != $1 } == 1
    }
}
