import Foundation
import LarderCore

extension RemoteExtraction {
    /// Asks for the aisles of shopping-list items in one call; one repair request when the answer breaks the
    /// schema or gives the wrong number of aisles.
    /// - Throws: ``ExtractionError`` `malformedReply` when the repaired answer is still unusable.
    func categorise(shoppingItems items: [String]) async throws -> [ShoppingCategory] {
        guard !items.isEmpty else { return [] }
        let (aisles, problems) = try await askWithOneRepair(
            ShoppingCategoryQuestion.question(items: items), task: ShoppingCategoryQuestion.task,
            judge: ShoppingCategoryQuestion.judge(itemCount: items.count))
        guard let aisles else {
            throw ExtractionError(
                .malformedReply, backend: backend,
                message: "no aisles for \(items.count) items after a repair request: " + problems.joined(separator: "; "))
        }
        return aisles
    }
}
