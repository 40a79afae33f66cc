import LarderCore
import LarderStore
import Synchronization

/// One food matcher over the whole bank, shared by every receipt until the bank changes.
///
/// Building a matcher reads every food and alias and indexes their trigrams, which a daemon or an import would
/// otherwise do for each receipt; the bank's version (moved by triggers on every change) says when to build anew.
public final class FoodMatcherCache: Sendable {
    /// The matcher with its remembered answers, which are valid only for it: receipt lines recur from week to week.
    private let kept = KeptUntilChange<Int64, (matcher: FoodMatcher, memo: MatchMemo)>()
    private let builds = Atomic<Int>(0)

    public init() {}

    /// A matcher over the bank as it is now.
    /// - Throws: `DatabaseError` when the bank cannot be read.
    public func matcher(for database: LarderDatabase) throws -> FoodMatcher {
        try current(for: database).matcher
    }

    /// A linker over the bank as it is now, sharing the answers earlier receipts got from the same matcher.
    func linker(for database: LarderDatabase) throws -> FoodLinker {
        let (matcher, memo) = try current(for: database)
        return FoodLinker(matcher: matcher, memo: memo)
    }

    private func current(for database: LarderDatabase) throws -> (matcher: FoodMatcher, memo: MatchMemo) {
        try kept.value(at: database.foodBankVersion()) {
            let matcher = FoodMatcher(foods: try database.matchableFoods())
            builds.add(1, ordering: .relaxed)
            return (matcher, MatchMemo())
        }
    }

    /// Drops the matcher and its answers, for a daemon with no work: the next receipt builds it again (a fraction
    /// of a second), and an idle daemon does not hold the food bank's index.
    public func release() {
        kept.clear()
    }

    /// How many matchers have been built, for tests.
    var buildCount: Int { builds.load(ordering: .relaxed) }
}
