import LarderCore
import LarderExtraction
import LarderLLM
import LarderStore

/// The aisle of an item a person typed: offline, the receipt vocabulary's category of its words ("Äpfel",
/// "milk"), else the category of the food-bank food it names best ("Sesammus" is the bank's tahini), with eggs,
/// coffee and tea in aisles of their own; what neither knows goes to the first network backend of the chain, when
/// there is one, all of a batch in one call. Still unknown, it stays uncategorised for a person to move.
///
/// A typed or pasted line is read by ``ShoppingListImport/entry(fromLine:category:)``, which keeps the person's
/// own words ("500 g Mehl" is Mehl, 500 g); this gives it its aisle.
public struct ShoppingCategorizer: Sendable {
    let database: LarderDatabase
    let matchers: FoodMatcherCache
    let extraction: ExtractionSettings

    public init(database: LarderDatabase, matchers: FoodMatcherCache, extraction: ExtractionSettings = ExtractionSettings()) {
        self.database = database
        self.matchers = matchers
        self.extraction = extraction
    }

    /// The aisle offline: vocabulary, then food bank.
    public func category(of name: String) -> ShoppingCategory {
        let vocabulary = IngredientParser.parse(name)?.category
        return ShoppingCategory(food: vocabulary ?? foodBankCategory(of: name), name: name)
    }

    /// The entries with an aisle each: the one they came with (a pasted list's heading), else offline by name,
    /// else the backend's, all unknown names in one call.
    public func categorise(_ entries: [ShoppingListEntry]) async -> [ShoppingListEntry] {
        var placed = entries
        for index in placed.indices where placed[index].category == nil {
            placed[index].category = category(of: placed[index].name)
        }
        let unknown = placed.indices.filter { placed[$0].category == .uncategorised }
        let aisles = await backendCategories(of: unknown.map { placed[$0].name })
        for (index, aisle) in zip(unknown, aisles) { placed[index].category = aisle }
        return placed
    }

    /// The aisle of one name, the backend asked when offline knows none.
    public func category(ofTyped name: String) async -> ShoppingCategory {
        let offline = category(of: name)
        guard offline == .uncategorised else { return offline }
        return await backendCategories(of: [name]).first ?? .uncategorised
    }

    /// `nil` when no food reaches the matcher's threshold, or the bank cannot be read (the item is still added).
    private func foodBankCategory(of name: String) -> FoodCategory? {
        guard let matcher = try? matchers.matcher(for: database), let match = matcher.bestMatch(for: [name]) else {
            return nil
        }
        return matcher.foods.first { $0.id == match.foodId }?.category
    }

    /// The backend's aisles for `names`, its call in the usage ledger; all uncategorised without a network
    /// backend or when it fails (an item is never held back for its aisle).
    private func backendCategories(of names: [String]) async -> [ShoppingCategory] {
        let unknown = Array(repeating: ShoppingCategory.uncategorised, count: names.count)
        guard !names.isEmpty, let model = try? LedgeredModel(extraction: extraction, database: database) else {
            return unknown
        }
        return (try? await model.ask { try await $0.categorise(shoppingItems: names) }) ?? unknown
    }
}
