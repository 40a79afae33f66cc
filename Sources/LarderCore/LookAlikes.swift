/// Characters OCR reads for one another in printed capitals: vertical strokes, rounds, the letters of two or three
/// strokes, and the digits and signs that stand for letters. Shared by the readers that mend a slip within a group
/// (a shop name's trade words) and the OCR that lets a second model settle one (a slab-serif `I` read as `T`).
public enum LookAlikes {
    private static let groups: [Set<Character>] = [
        ["I", "T", "1", "L", "l", "!", "|", "J"], ["O", "D", "0", "Q"], ["M", "H", "N"], ["S", "5", "$"], ["B", "8"],
        ["E", "F"], ["G", "C", "6"], ["U", "V"], ["A", "4"], ["Z", "2"],
    ]

    /// The group each look-alike belongs to.
    private static let group: [Character: Int] = {
        var group: [Character: Int] = [:]
        for (index, characters) in groups.enumerated() {
            for character in characters { group[character] = index }
        }
        return group
    }()

    /// Whether OCR reads `one` for `other`: both in one group.
    public static func areAlike(_ one: Character, _ other: Character) -> Bool {
        guard let group = group[one] else { return false }
        return group == Self.group[other]
    }

    /// The capital letters of vertical strokes: a slab-serif `I` (bars above and below) is read as `T` or `L` by a
    /// model that has seen few such fonts.
    public static let strokeLetters: Set<Character> = ["I", "T", "L", "J"]

    /// The characters that differ, `one`'s and `other`'s, when the two are as long and differ only by look-alikes;
    /// `nil` when they differ otherwise.
    public static func slips(from one: String, to other: String) -> [(from: Character, to: Character)]? {
        let (one, other) = (Array(one), Array(other))
        guard one.count == other.count else { return nil }
        var slips: [(from: Character, to: Character)] = []
        for (old, new) in zip(one, other) where old != new {
            guard areAlike(old, new) else { return nil }
            slips.append((old, new))
        }
        return slips
    }
}
