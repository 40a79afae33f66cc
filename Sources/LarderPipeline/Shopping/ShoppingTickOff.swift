import LarderCore
import LarderStore

/// Checks the open shopping-list items a stored trip bought: the same food, or the item's name in the article's
/// English name or printed text, ending on the same word ("milk" is bought by "whole milk" and by "H-MILCH", not
/// by "milk chocolate"). Each checked item notes the trip; an item a person unchecked after a trip stays open.
struct ShoppingTickOff {
    let database: LarderDatabase
    let matchers: FoodMatcherCache

    /// - Returns: The ids of the items it checked.
    @discardableResult
    func tickOff(tripId: Int64, items: [ExtractedItem], links: [ItemFoodLink?]) throws -> [String] {
        let open = try database.openShoppingItems()
        guard !open.isEmpty, !items.isEmpty else { return [] }
        let matcher = try matchers.matcher(for: database)
        let bought = items.enumerated().map { index, item in
            (
                foodId: index < links.count ? links[index]?.foodId : nil,
                names: [Self.words(item.name), Self.words(item.originalText)]
            )
        }
        let checked = open.filter { wanted in
            let words = Self.words(wanted.name)
            let food = matcher.bestMatch(for: [wanted.name])?.foodId
            return bought.contains { article in
                (food != nil && article.foodId == food)
                    || article.names.contains { Self.names(words, within: $0) }
            }
        }.map(\.id)
        try database.checkShoppingItems(checked, boughtBy: tripId)
        return checked
    }

    /// Whether every word of the wanted name is in the article's, and both end on the same word.
    static func names(_ wanted: [String], within article: [String]) -> Bool {
        guard let last = wanted.last, article.last == last else { return false }
        return Set(wanted).isSubset(of: Set(article))
    }

    /// Canonical words, each in the singular: "Eggs" and "EGG" agree.
    static func words(_ text: String) -> [String] {
        FoodNameNormalizer.tokens(of: text).map { IngredientAggregation.nameKey($0) }
    }
}
