import Foundation
import LarderCore

extension RemoteExtraction {
    /// Asks for a food's nutrition per 100 g; one repair request when the answer breaks the schema or physics.
    /// - Throws: ``ExtractionError`` `malformedReply` when the repaired answer is still unusable.
    func estimateNutrition(ofFood name: String, category: FoodCategory) async throws -> Nutrition {
        let (nutrition, problems) = try await askWithOneRepair(
            NutritionEstimate.question(name: name, category: category), task: NutritionEstimate.task,
            judge: NutritionEstimate.judge)
        guard let nutrition else {
            throw ExtractionError(
                .malformedReply, backend: backend,
                message: "no plausible nutrition estimate for '\(name)' after a repair request: "
                    + problems.joined(separator: "; "))
        }
        return nutrition
    }
}
