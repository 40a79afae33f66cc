/// The two halves of a development set: rules are tuned on one and checked on the other, so every figure
/// is printed for both (issue 15). A set is split by file name order: its first half and the rest.
enum DevelopmentHalf: String, CaseIterable, Sendable {
    case first
    case second

    /// The half of the receipt at `index` (0-based, in file name order) of a set of `count`.
    static func of(index: Int, count: Int) -> DevelopmentHalf {
        index < (count + 1) / 2 ? .first : .second
    }
}
