import LarderStore
import Testing

/// A value made from the database is made again only when the version moves, or after it is cleared.
struct KeptUntilChangeTests {
    struct Failed: Error {}

    @Test func aValueIsMadeOncePerVersion() throws {
        let kept = KeptUntilChange<Int, String>()
        var made = 0
        func value(at version: Int) -> String {
            kept.value(at: version) {
                made += 1
                return "made at \(version)"
            }
        }
        #expect(value(at: 1) == "made at 1")
        #expect(value(at: 1) == "made at 1")
        #expect(made == 1)
        // The version moved: made again, and the new one is kept
        #expect(value(at: 2) == "made at 2")
        #expect(value(at: 2) == "made at 2")
        #expect(made == 2)
        // Cleared: made again at the same version
        kept.clear()
        #expect(value(at: 2) == "made at 2")
        #expect(made == 3)
    }

    @Test func aFailureKeepsNothing() throws {
        let kept = KeptUntilChange<Int, String>()
        #expect(throws: Failed.self) { try kept.value(at: 1) { throw Failed() } }
        #expect(kept.value(at: 1) { "made" } == "made")
        #expect(kept.value(at: 1) { "made again" } == "made")
    }
}
