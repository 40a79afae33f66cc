import LarderCore
import Testing

@testable import LarderPipeline

/// A remembered answer is the matcher's answer, for matches and misses alike, and the memo stays bounded.
struct MatchMemoTests {
    private let matcher = FoodMatcher(foods: [
        MatchableFood(id: 1, name: "whole milk", category: .dairy, aliases: ["vollmilch", "h-milch"]),
        MatchableFood(id: 2, name: "banana", category: .produce, aliases: ["bananen"]),
    ])

    @Test func remembersTheMatchersAnswers() {
        // Given a memo
        let memo = MatchMemo()
        for names in [["whole milk", "VOLLMILCH 3,5% 1L"], ["banana", "BIO BANANEN"], ["qx", "QX 1234"]] {
            // When the same names are asked twice
            let first = memo.bestMatch(for: names, in: matcher)
            let second = memo.bestMatch(for: names, in: matcher)

            // Then both answers are the matcher's own, a miss included
            #expect(first == matcher.bestMatch(for: names))
            #expect(second == first)
        }
        #expect(memo.bestMatch(for: ["banana", "BIO BANANEN"], in: matcher)?.foodId == 2)
        #expect(memo.bestMatch(for: ["qx", "QX 1234"], in: matcher) == nil)
    }

    @Test func startsAfreshWhenFull() {
        // Given a memo asked more distinct names than it keeps
        let memo = MatchMemo()
        for number in 0...MatchMemo.capacity {
            _ = memo.bestMatch(for: ["item \(number)"], in: matcher)
        }

        // Then it keeps at most its capacity, and still answers as the matcher does
        #expect(memo.count <= MatchMemo.capacity)
        #expect(memo.bestMatch(for: ["whole milk"], in: matcher) == matcher.bestMatch(for: ["whole milk"]))
    }
}
