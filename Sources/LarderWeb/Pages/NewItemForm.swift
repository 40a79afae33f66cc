import LarderCore
import LarderStore

/// The trip page's form for an item the reading missed.
enum NewItemForm {
    static func html(tripId: Int64, csrf: String) -> String {
        """
        <details id="add-item"><summary>Add a missing item</summary>\
        <form method="post" action="/trips/\(tripId)/items" class="item">\(HTML.csrfField(csrf))
        \(ItemForm.fields(
            name: "", grams: "", price: "", category: nil, food: "", listId: "foods-new", suggestions: []))
        <button type="submit">Add</button></form></details>
        """
    }

    /// The item and its food from a submitted form.
    /// - Throws: ``APIError`` 400 for a missing name or price, or a value that is not one.
    static func read(_ fields: FormFields, in database: LarderDatabase) throws -> (AddedItem, foodId: Int64?) {
        guard let name = try ItemForm.name(fields) else { throw APIError(.badRequest, "an item needs a name") }
        guard let cents = try ItemForm.priceCents(fields) else {
            throw APIError(.badRequest, "an item needs its price, e.g. 1.99")
        }
        var foodId: Int64?
        if let food = fields["food"]?.trimmingCharacters(in: .whitespacesAndNewlines), !food.isEmpty {
            foodId = try ItemForm.foodId(named: food, in: database)
        }
        let added = AddedItem(
            name: name, grams: try ItemForm.grams(fields), priceCents: cents, category: try ItemForm.category(fields))
        return (added, foodId)
    }
}
