import Foundation
import LarderCore
import LarderStore

/// The trip page's form for one item: name, grams, price, category and food, sent as a URL-encoded form, with
/// the version of the item it was made from, so a save from a stale tab is refused rather than overwriting.
enum ItemForm {
    /// A short digest of what a person can change on the item: any change since the form was made changes it.
    static func version(of item: PurchasedItemRecord) -> String {
        FormVersion.digest([
            item.name, item.grams.map { "\($0)" } ?? "", "\(item.priceCents)", item.category?.rawValue ?? "",
            item.foodId.map { "\($0)" } ?? "",
        ])
    }

    /// The form, folded under the item's row; the food field suggests the matcher's best foods, and
    /// `/static/larder.js` widens that to the whole food bank as the person types. Below it, the item can be
    /// deleted when it is not on the paper.
    /// - Parameter back: Where the browser goes after saving: the item's trip by default.
    static func html(
        _ item: PurchasedItemRecord, foodName: String?, suggestions: [FoodMatch], csrf: String, back: String? = nil
    ) -> String {
        let id = item.id ?? 0
        let price = HTML.money(item.priceCents, nil)
        return """
            <details><summary>Edit</summary><form method="post" action="/items/\(id)" class="item">\
            \(HTML.csrfField(csrf))<input type="hidden" name="version" value="\(version(of: item))">\
            \(back.map { "<input type=\"hidden\" name=\"back\" value=\"\(HTML.escape($0))\">" } ?? "")
            \(fields(
                name: item.name, grams: item.grams.map(Self.number) ?? "", price: price, category: item.category,
                food: foodName ?? "", listId: "foods-\(id)", suggestions: suggestions))
            <button type="submit">Save</button></form>
            <form method="post" action="/items/\(id)/delete" class="inline">\(HTML.csrfField(csrf))\
            <button type="submit" class="danger">Delete: not on the receipt</button></form></details>
            """
    }

    /// The review page's form for a line waiting for its food: the food field alone (with the matcher's
    /// suggestions and the search as the person types), the other fields a link away on the trip's page. Thirty
    /// full forms made the page 72 KB, most of it category options a person reviewing foods rarely changes.
    static func foodHTML(_ item: PurchasedItemRecord, suggestions: [FoodMatch], csrf: String, back: String) -> String {
        let id = item.id ?? 0
        let options = suggestions.map { "<option value=\"\(HTML.escape($0.foodName))\"></option>" }.joined()
        return """
            <form method="post" action="/items/\(id)" class="search">\(HTML.csrfField(csrf))\
            <input type="hidden" name="version" value="\(version(of: item))">\
            <input type="hidden" name="back" value="\(HTML.escape(back))">\
            <label>Food <input name="food" list="foods-\(id)" data-food-search autocomplete="off" required></label>\
            <datalist id="foods-\(id)">\(options)</datalist><button type="submit">Save</button> \
            <a href="/trips/\(item.groceryTripId)#item-\(id)">All fields</a></form>
            """
    }

    /// Each category's value and label, worked out once: a trip page has a form for every line.
    private static let categoryOptions = FoodCategory.allCases.map { category in
        (category: category, value: category.rawValue,
            label: HTML.escape(category.rawValue.replacingOccurrences(of: "_", with: " ")))
    }

    /// The inputs an item's form and the new-item form share: name, grams, price, category, food.
    static func fields(
        name: String, grams: String, price: String, category: FoodCategory?, food: String, listId: String,
        suggestions: [FoodMatch]
    ) -> String {
        let categories = categoryOptions.map { option -> String in
            "<option value=\"\(option.value)\"\(option.category == category ? " selected" : "")>\(option.label)</option>"
        }.joined()
        let options = suggestions.map { "<option value=\"\(HTML.escape($0.foodName))\"></option>" }.joined()
        return """
            <label>Name <input name="name" value="\(HTML.escape(name))" required maxlength="200"></label>
            <label>Grams <input name="grams" type="number" min="0" step="any" value="\(grams)"></label>
            <label>Price <input name="price" type="number" step="0.01" value="\(price)" required></label>
            <label>Category <select name="category">\(categories)</select></label>
            <label>Food <input name="food" list="\(listId)" data-food-search value="\(HTML.escape(food))" \
            autocomplete="off"><datalist id="\(listId)">\(options)</datalist></label>
            """
    }

    /// 3000 rather than 3000.0.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Applies a submitted form to the item.
    /// - Returns: The item's trip, to show again.
    /// - Throws: ``APIError`` 409 when the item changed since the form was made, 400 for a value that is not one,
    ///   404 for an unknown item.
    static func apply(_ fields: FormFields, to itemId: Int64, in database: LarderDatabase) throws -> Int64 {
        guard let item = try database.item(id: itemId) else { throw APIError(.notFound, "no item \(itemId)") }
        guard fields["version"] == version(of: item) else {
            throw APIError(
                .conflict, "this item was changed elsewhere since the page was opened; reload the page to see it")
        }
        var patch = ItemPatch()
        if let name = try name(fields), name != item.name { patch.name = name }
        if let grams = try grams(fields), grams != item.grams { patch.grams = grams }
        if let cents = try priceCents(fields), cents != item.priceCents { patch.priceCents = cents }
        if let category = try category(fields), category != item.category { patch.category = category }
        if let food = fields["food"]?.trimmingCharacters(in: .whitespacesAndNewlines), !food.isEmpty {
            let foodId = try foodId(named: food, in: database)
            if foodId != item.foodId { patch.foodId = foodId }
        }
        _ = try patch.apply(to: itemId, in: database)
        return item.groceryTripId
    }

    /// The submitted name, trimmed; `nil` when the form has none.
    /// - Throws: ``APIError`` 400 for an empty or overlong one.
    static func name(_ fields: FormFields) throws -> String? {
        guard let name = fields["name"]?.trimmingCharacters(in: .whitespacesAndNewlines) else { return nil }
        guard !name.isEmpty, name.count <= 200 else { throw APIError(.badRequest, "a name has 1 to 200 characters") }
        return name
    }

    /// The submitted grams; `nil` when left empty.
    static func grams(_ fields: FormFields) throws -> Double? {
        guard let text = fields["grams"], !text.isEmpty else { return nil }
        guard let grams = Double(text), grams >= 0, grams <= 1_000_000 else {
            throw APIError(.badRequest, "grams must be a number from 0 to 1000000")
        }
        return grams
    }

    /// The submitted price in cents, a decimal comma read as a point; `nil` when left empty.
    static func priceCents(_ fields: FormFields) throws -> Int? {
        guard let text = fields["price"]?.replacingOccurrences(of: ",", with: "."), !text.isEmpty else { return nil }
        guard let price = Double(text), abs(price) <= 100_000 else {
            throw APIError(.badRequest, "the price must be a number, e.g. 1.99")
        }
        return Money.cents(fromAmount: price)
    }

    /// The submitted category; `nil` when none was chosen.
    static func category(_ fields: FormFields) throws -> FoodCategory? {
        guard let text = fields["category"], !text.isEmpty else { return nil }
        guard let category = FoodCategory(rawValue: text) else { throw APIError(.badRequest, "no category \(text)") }
        return category
    }

    /// The food a person typed: the one of that name, else the search's best.
    static func foodId(named name: String, in database: LarderDatabase) throws -> Int64 {
        let matches = try database.searchFoods(name, limit: 5)
        if let exact = matches.first(where: { $0.foodName.lowercased() == name.lowercased() }) { return exact.foodId }
        guard let best = matches.first else {
            throw APIError(.badRequest, "no food like \(name) in the food bank; add it under Foods first")
        }
        return best.foodId
    }
}
