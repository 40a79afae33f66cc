import LarderCore
import LarderStore
import Synchronization

/// One food matcher over the whole bank, shared by every receipt until the bank changes.
///
/// Building a matcher reads every food and alias and indexes their trigrams, which a daemon or an import would
/// otherwise do for each receipt; the bank's version (moved by triggers on every change) says when to build anew.
public final class FoodMatcherCache: Sendable {
    /// The matcher with its remembered answers, which are valid only for it: receipt lines recur from week to week.
    private let cached = Mutex<(version: Int64, matcher: FoodMatcher, memo: MatchMemo)?>(nil)
    private let builds = Atomic<Int>(0)

    public init() {}

    /// A matcher over the bank as it is now.
    /// - Throws: `DatabaseError` when the bank cannot be read.
    public func matcher(for database: LarderDatabase) throws -> FoodMatcher {
        try current(for: database).matcher
    }

    /// A linker over the bank as it is now, sharing the answers earlier receipts got from the same matcher.
    func linker(for database: LarderDatabase) throws -> FoodLinker {
        let (_, matcher, memo) = try current(for: database)
        return FoodLinker(matcher: matcher, memo: memo)
    }

    private func current(for database: LarderDatabase) throws -> (version: Int64, matcher: FoodMatcher, memo: MatchMemo) {
        // Read before the foods: a change landing in between leaves an older version beside newer foods, so the
        // next receipt builds again, never the other way round.
        let version = try database.foodBankVersion()
        if let cached = cached.withLock({ $0 }), cached.version == version { return cached }
        let fresh = (version: version, matcher: FoodMatcher(foods: try database.matchableFoods()), memo: MatchMemo())
        builds.add(1, ordering: .relaxed)
        cached.withLock { $0 = fresh }
        return fresh
    }

    /// Drops the matcher and its answers, for a daemon with no work: the next receipt builds it again (a fraction
    /// of a second), and an idle daemon does not hold the food bank's index.
    public func release() {
        cached.withLock { $0 = nil }
    }

    /// How many matchers have been built, for tests.
    var buildCount: Int { builds.load(ordering: .relaxed) }
}
