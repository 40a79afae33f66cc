import LarderCore
import LarderLLM
import LarderPipeline
import LarderStore

/// Reads a trip's receipt again from its page: as the daemon reads (its chain), or with one of its backends
/// alone, keeping the person's corrections, as `larder reprocess` does.
struct ReceiptRereading: Sendable {
    let database: LarderDatabase
    let extraction: ExtractionSettings
    let reviewPolicy: ReviewPolicy
    let matchers: FoodMatcherCache

    /// The daemon's own way first (value ""), then each of its backends alone when it has more than one, and the
    /// offline rules always: reading again with them needs no key and costs nothing.
    var choices: [(value: String, label: String)] {
        let own = extraction.backends.map(\.rawValue).joined(separator: ", then ")
        guard backends.count > 1 else { return [("", "the offline rules")] }
        return [("", "as the daemon reads (\(own))")] + backends.map { ($0, $0 == "offline" ? "the offline rules" : $0) }
    }

    /// The daemon's backends, and the offline rules after them when it does not use them.
    private var backends: [String] {
        let own = extraction.backends.map(\.rawValue)
        return own.contains("offline") ? own : own + ["offline"]
    }

    /// - Parameter choice: A value of ``choices``.
    /// - Throws: ``APIError`` 400 for a choice that is not one or a backend without its key, 422 when the reading
    ///   failed (the trip is then as it was), 404 for an unknown receipt.
    func reread(receiptId: Int64, with choice: String) async throws -> ReprocessOutcome {
        guard choice.isEmpty || backends.contains(choice) else {
            throw APIError(
                .badRequest,
                "no backend \(choice); choose one the page offers: \(backends.joined(separator: ", ")), or none for the daemon's own way")
        }
        guard try database.receipt(id: receiptId) != nil else { throw APIError(.notFound, "no receipt \(receiptId)") }
        let extractor: any LLMService
        do {
            if let backend = ExtractionSettings.Backend(rawValue: choice) {
                extractor = try extraction.makeService(for: backend, matcher: try matchers.matcher(for: database))
            } else {
                extractor = try extraction.makeExtractor(matcher: try matchers.matcher(for: database), database: database)
            }
        } catch let error as ExtractorSettingsError {
            throw APIError(.badRequest, error.message)
        }
        var configuration = ReceiptReprocessor.Configuration()
        configuration.reviewPolicy = reviewPolicy
        configuration.autoAddFoods = extraction.autoAddFoods
        // Asked for by a person on this receipt: a paid backend reads it even when it read the same text before.
        configuration.isForced = true
        let outcome = await ReceiptReprocessor(
            database: database, extractor: extractor, recognizer: nil, matchers: matchers,
            configuration: configuration
        ).reprocess(receiptId: receiptId)
        if outcome.status == .failed {
            throw APIError(
                .unprocessableContent,
                "the receipt could not be read again, and its trip is as it was: \(outcome.error ?? "no reason given")")
        }
        return outcome
    }
}
