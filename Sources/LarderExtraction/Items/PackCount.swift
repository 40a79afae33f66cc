/// How many pieces an article's name says its pack holds: `Eier 10er`, `Brötchen 6 Stk`, `Bagels 4 St.`, `Muffins
/// 4 Stück`, `Croissant 6 PK`, `Rolls Pack of 6`. A weight per piece (an egg's 60 g) then counts once per piece, not
/// once per pack.
enum PackCount {
    /// The pieces in one pack, or `nil` when the name states none (or one).
    static func pieces(in text: String) -> Int? {
        let lower = text.lowercased()
        guard let match = lower.firstMatch(of: Self.countFirst) ?? lower.firstMatch(of: Self.packOf),
            let count = Int(match.1), (2...60).contains(count)
        else { return nil }
        return count
    }

    // Built once (see `GramsParser`): immutable after it is built, so safe to share.
    private nonisolated(unsafe) static let countFirst =
        /(?:^|[^\d.,])(\d{1,2}) ?(?:er|stk|stück|stueck|st|pk|pcs|pack)(?![a-zäöü])/
    private nonisolated(unsafe) static let packOf = /pack of (\d{1,2})(?!\d)/
}
