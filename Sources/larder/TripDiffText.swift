import LarderStore

/// A trip diff as indented lines of text: `total: 12.30 -> 12.90`, `+ ITEM`, `- ITEM`, `~ ITEM: price ...`.
enum TripDiffText {
    static func lines(_ diff: TripDiff) -> [String] {
        var lines = diff.fields.map { "  \($0.field): \($0.before ?? "none") -> \($0.after ?? "none")" }
        lines += diff.itemsAdded.map { "  + \($0)" }
        lines += diff.itemsRemoved.map { "  - \($0)" }
        lines += diff.itemsChanged.map { "  ~ \($0.field): \($0.before ?? "none") -> \($0.after ?? "none")" }
        lines += diff.matchesChanged.map { "  ~ \($0.field): \($0.before ?? "no food") -> \($0.after ?? "no food")" }
        return lines
    }
}
