import LarderCore
import LarderLLM
import LarderStore
import Logging

/// Adds a food for each food item the food bank lacks, with nutrition a model estimated (`auto_add_foods`).
///
/// The foods get `source = "llm_estimate"`, which marks their nutrition as estimated rather than read from a
/// label or a food table, and the item's printed text as an alias so the next receipt matches by itself.
struct FoodEstimator {
    var extractor: any LLMService
    var database: LarderDatabase
    var logger: Logger

    static let source = "llm_estimate"

    /// The links with each unmatched food item linked to a new estimated food. An item whose estimate fails
    /// stays unmatched; the receipt is stored all the same.
    func linkingUnmatched(_ items: [ExtractedItem], links: [ItemFoodLink?]) async throws -> [ItemFoodLink?] {
        var links = links + Array(repeating: nil, count: max(0, items.count - links.count))
        var added: [String: ItemFoodLink] = [:]
        for (index, item) in items.enumerated() where links[index] == nil {
            guard let category = item.category, category.isFood, !item.name.isEmpty else { continue }
            let key = FoodNameNormalizer.normalize(item.name)
            if let earlier = added[key] {
                links[index] = earlier
                continue
            }
            let nutrition: Nutrition
            do {
                nutrition = try await extractor.estimateNutrition(ofFood: item.name, category: category)
            } catch {
                logger.info(
                    "no nutrition estimate; the item stays unmatched",
                    metadata: ["item": "\(item.name)", "error": "\(error)"])
                continue
            }
            let food = try database.addFood(
                Food(name: item.name, category: category, nutrition: nutrition, source: Self.source),
                aliases: [item.originalText])
            guard let id = food.id else { continue }
            logger.info("added an estimated food", metadata: ["food": "\(id)", "name": "\(item.name)"])
            // The food is named after the item, so the link is as certain as a link gets.
            let link = ItemFoodLink(foodId: id, foodName: food.name, confidence: 1)
            added[key] = link
            links[index] = link
        }
        return links
    }
}
