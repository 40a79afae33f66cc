import LarderCore
import LarderStore
import Synchronization

/// One food matcher over the whole bank, shared by every receipt until the bank changes.
///
/// Building a matcher reads every food and alias and indexes their trigrams, which a daemon or an import would
/// otherwise do for each receipt; the bank's version (moved by triggers on every change) says when to build anew.
public final class FoodMatcherCache: Sendable {
    private let cached = Mutex<(version: Int64, matcher: FoodMatcher)?>(nil)
    private let builds = Atomic<Int>(0)

    public init() {}

    /// A matcher over the bank as it is now.
    /// - Throws: `DatabaseError` when the bank cannot be read.
    public func matcher(for database: LarderDatabase) throws -> FoodMatcher {
        // Read before the foods: a change landing in between leaves an older version beside newer foods, so the
        // next receipt builds again, never the other way round.
        let version = try database.foodBankVersion()
        if let cached = cached.withLock({ $0 }), cached.version == version { return cached.matcher }
        let matcher = FoodMatcher(foods: try database.matchableFoods())
        builds.add(1, ordering: .relaxed)
        cached.withLock { $0 = (version, matcher) }
        return matcher
    }

    /// How many matchers have been built, for tests.
    var buildCount: Int { builds.load(ordering: .relaxed) }
}
