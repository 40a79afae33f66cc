import LarderCore
import Synchronization

/// The food matcher's answers to names already asked, for a run over many receipts with one matcher.
///
/// A household buys the same articles week after week, so a reprocess meets the same receipt lines again and
/// again; a matcher built once gives the same answer each time, and asking it cost a third of reprocessing
/// after extraction. Keys are the names' UTF-8 bytes, not `String`s, which compare by canonical equivalence:
/// the matcher itself need not treat two equivalent spellings alike.
///
/// - Important: Shared by the lanes of a run; the answers sit behind a `Mutex`, and the matcher is asked
///   outside it, so lanes never wait on each other's matching.
final class MatchMemo: Sendable {
    /// At most this many answers are kept; then the memo starts afresh, so memory stays flat on any run.
    static let capacity = 4_096

    private let answers = Mutex<[[[UInt8]]: FoodMatch?]>([:])

    /// How many answers the memo holds.
    var count: Int { answers.withLock { $0.count } }

    /// `matcher.bestMatch(for: names)`, asked only the first time these names come.
    func bestMatch(for names: [String], in matcher: FoodMatcher) -> FoodMatch? {
        let key = names.map { Array($0.utf8) }
        if let known = answers.withLock({ $0[key] }) { return known }
        let match = matcher.bestMatch(for: names)
        answers.withLock { answers in
            if answers.count >= Self.capacity { answers.removeAll(keepingCapacity: true) }
            answers[key] = match
        }
        return match
    }
}
