import LarderCore
import LarderExtraction

/// A list as JSON: `{"name", "items": [...]}`. Written as ``ShoppingListExport`` writes it; read leniently, so
/// that the shopping-list API's list (`GET /v1/shoppinglist/{id}`: `customName` or `ingredient.name`, the
/// category as an object with its `name`) and seed 000's import data (`quantity` as text such as "1L", no
/// `checked`) read too, as does a bare array of items.
public struct ShoppingListDocument: Sendable, Hashable, Codable {
    /// The list's name, when the document gives one (JSON's `name`, Markdown's `# title`).
    public var name: String?
    public var items: [ShoppingListEntry]

    public init(name: String?, items: [ShoppingListEntry]) {
        self.name = name
        self.items = items
    }

    public init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            name = nil
            items = []
            while !array.isAtEnd { items.append(try array.decode(ShoppingListEntry.self)) }
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decodeIfPresent(String.self, forKey: .name)
        items = try container.decode([ShoppingListEntry].self, forKey: .items)
    }
}

extension ShoppingListEntry: Codable {
    private enum CodingKeys: String, CodingKey {
        case name, customName, ingredient, quantity, unit, category, checked, notes
    }

    private struct Named: Decodable {
        var name: String
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(quantity, forKey: .quantity)
        try container.encodeIfPresent(unit, forKey: .unit)
        try container.encodeIfPresent(category?.title, forKey: .category)
        try container.encode(checked, forKey: .checked)
        try container.encodeIfPresent(notes, forKey: .notes)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let named = try container.decodeIfPresent(String.self, forKey: .name)
            ?? container.decodeIfPresent(String.self, forKey: .customName)
            ?? container.decodeIfPresent(Named.self, forKey: .ingredient)?.name
        guard let name = named?.trimmingCharacters(in: .whitespacesAndNewlines), !name.isEmpty else {
            throw DecodingError.keyNotFound(
                CodingKeys.name, .init(codingPath: container.codingPath, debugDescription: "an item needs a name"))
        }
        var quantity = try? container.decodeIfPresent(Double.self, forKey: .quantity)
        var unit = try container.decodeIfPresent(String.self, forKey: .unit)
        // Seed 000 writes the quantity as text: "1L", "2 cups", "3".
        if quantity == nil, let written = try? container.decodeIfPresent(String.self, forKey: .quantity) {
            let amount = IngredientParser.amount(startingWith: written)
            quantity = amount.quantity
            unit = unit ?? amount.unit
        }
        let title = (try? container.decodeIfPresent(String.self, forKey: .category))
            ?? (try? container.decodeIfPresent(Named.self, forKey: .category))?.name
        self.init(
            name: name, quantity: quantity, unit: unit,
            category: title.flatMap(ShoppingCategory.init(named:)),
            checked: try container.decodeIfPresent(Bool.self, forKey: .checked) ?? false,
            notes: try container.decodeIfPresent(String.self, forKey: .notes))
    }
}
