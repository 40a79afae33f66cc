/// How many pieces an article's name says its pack holds: `Eier 10er`, `Eier 2x10er`, `Brötchen 6 Stk`, `Bagels
/// 4 St.`, `Muffins 4 Stück`, `Croissant 6 PK`, `Snickers 4-Pack`, `Rolls Pack of 6`. A weight per piece (an egg's
/// 60 g) then counts once per piece, not once per pack.
enum PackCount {
    /// The pieces in one pack, or `nil` when the name states none (or one).
    static func pieces(in text: String) -> Int? {
        let lower = text.lowercased()
        let count: Int?
        if let match = lower.firstMatch(of: Self.packsOfPacks), let packs = Int(match.1), let each = Int(match.2) {
            count = packs * each
        } else if let match = lower.firstMatch(of: Self.countFirst) ?? lower.firstMatch(of: Self.packOf) {
            count = Int(match.1)
        } else {
            count = nil
        }
        guard let count, (2...60).contains(count) else { return nil }
        return count
    }

    /// The weight of a piece up to which a term's weight is one piece's (an egg, a roll, a banana, a mozzarella);
    /// heavier ones are as often a pack's (a yogurt's 500 g, a pack of wraps), which a count must not multiply.
    static let largestPieceGrams = 150.0

    // Built once (see `GramsParser`): immutable after it is built, so safe to share. `st` only after a space, so
    // that `21st` is no count.
    private nonisolated(unsafe) static let countFirst =
        /(?:^|[^\d.,x×])(\d{1,2})(?:[ -]?(?:er|stk|stück|stueck|pk|pcs|pack)| st)(?![a-zäöü])/
    private nonisolated(unsafe) static let packsOfPacks = /(?:^|[^\d.,])(\d)\s?[x×]\s?(\d{1,2}) ?er(?![a-zäöü])/
    private nonisolated(unsafe) static let packOf = /pack of (\d{1,2})(?!\d)/
}
