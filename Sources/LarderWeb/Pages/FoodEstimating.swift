import LarderCore
import LarderLLM
import LarderPipeline
import LarderStore

/// A food's nutrition estimated by the daemon's first network backend, for the new-food form to fill in; its
/// calls go to the usage ledger like any other.
struct FoodEstimating: Sendable {
    let database: LarderDatabase
    let extraction: ExtractionSettings

    /// Marks a food's values as a model's estimate, as foods added by `auto_add_foods` are.
    static let source = "llm_estimate"

    /// The network backend that estimates: the first of the daemon's; `nil` when it uses only the offline rules.
    var backendName: String? { extraction.networkBackend?.rawValue }

    /// - Throws: ``APIError`` 404 when there is no network backend, 400 when its key is missing, 502 when it
    ///   gave no usable estimate.
    func estimate(name: String, category: FoodCategory) async throws -> (nutrition: Nutrition, backend: String) {
        let model: LedgeredModel?
        do {
            model = try LedgeredModel(extraction: extraction, database: database)
        } catch let error as ExtractorSettingsError {
            throw APIError(.badRequest, error.message)
        }
        guard let model else {
            throw APIError(.notFound, "estimates need a network backend (openai or claude) in the daemon's chain")
        }
        do {
            let nutrition = try await model.ask { try await $0.estimateNutrition(ofFood: name, category: category) }
            return (nutrition, model.backend.rawValue)
        } catch let error as ExtractionError {
            throw APIError(.badGateway, "\(model.backend.rawValue) gave no estimate: \(error.message)")
        }
    }
}
