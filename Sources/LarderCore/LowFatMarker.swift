/// Reads a low fat percentage before it is stripped as a size: German milk products state their fat
/// (`H-MILCH 1,5%`, `JOGHURT 0,1%`) where the alias says `fettarm`, and whole milk (3,5 %) and semi-skimmed
/// milk (1,5 %) differ by a quarter of their energy.
enum LowFatMarker {
    /// The highest fat percentage labelled "fettarm" (low fat) in Germany.
    static let lowFatLimit = 2.0
    private static let marker: [[UInt8]] = [Array("fettarm".utf8)]

    /// `["fettarm"]` when `text` states a percentage above 0 and at most ``lowFatLimit``, else nothing.
    static func words(for text: String) -> [[UInt8]] {
        percentages(in: text).contains { $0 > 0 && $0 <= lowFatLimit } ? marker : []
    }

    /// The numbers directly followed by `%` (spaces allowed), with `,` or `.` as decimal mark.
    static func percentages(in text: String) -> [Double] {
        var found: [Double] = []
        var number = ""
        var pendingNumber: String?
        for character in text {
            if character.isNumber || ((character == "," || character == ".") && !number.isEmpty) {
                number.append(character == "," ? "." : character)
                pendingNumber = nil
            } else {
                if !number.isEmpty { pendingNumber = number }
                number = ""
                if character == "%", let pending = pendingNumber, let value = Double(pending) {
                    found.append(value)
                    pendingNumber = nil
                } else if character != " " {
                    pendingNumber = nil
                }
            }
        }
        return found
    }
}
