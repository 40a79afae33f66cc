import LarderCore
import LarderStore

/// The parts of the food pages below the values' form.
enum FoodPageSections {
    /// A stored food's other names (those a person taught can be forgotten), merging it into another food, and
    /// deleting it.
    static func existing(_ food: Food, aliases: [FoodAliasRecord], csrf: String) -> String {
        let id = food.id ?? 0
        let names = aliases.map { alias -> String in
            let forget =
                alias.source == .user
                ? """
                 <form method="post" action="/foods/\(id)/aliases" class="inline">\(HTML.csrfField(csrf))\
                <input type="hidden" name="alias" value="\(HTML.escape(alias.alias))">\
                <input type="hidden" name="remove" value="yes"><button type="submit" class="secondary">Forget</button></form>
                """ : ""
            return "<li>\(HTML.escape(alias.alias))\(forget)</li>"
        }.joined()
        return """
            <section id="aliases"><h2>Also known as</h2>\(names.isEmpty ? "<p>No other names yet.</p>" : "<ul>\(names)</ul>")
            <form method="post" action="/foods/\(id)/aliases" class="item">\(HTML.csrfField(csrf))
            <label>Another name, as receipts print it <input name="alias" required maxlength="200"></label>
            <button type="submit">Add the name</button></form></section>
            <section><h2>Merge or delete</h2>
            <form method="post" action="/foods/\(id)/merge" class="item">\(HTML.csrfField(csrf))
            <label>Merge into <input name="into" required maxlength="200" data-food-search list="merge-into" \
            autocomplete="off"><datalist id="merge-into"></datalist></label>
            <label><input type="checkbox" name="confirm" value="yes" required> They are the same food: its items \
            and names move there, and this one goes</label><button type="submit">Merge</button></form>
            <form method="post" action="/foods/\(id)/delete" class="item">\(HTML.csrfField(csrf))
            <label><input type="checkbox" name="confirm" value="yes" required> Delete this food (its items stay, \
            without a food)</label><button type="submit" class="danger">Delete the food</button></form></section>
            """
    }

    /// A photo of a product's nutrition label, sent to the labels folder, where the daemon reads it into a food.
    static func labelUpload(csrf: String) -> String {
        """
        <section><h2>Or from a label photo</h2>
        <form method="post" action="/foods/label" enctype="multipart/form-data" class="item">\(HTML.csrfField(csrf))
        <label>Photo of the nutrition label <input type="file" name="file" accept="image/*" capture="environment" \
        required></label><button type="submit">Read the label</button></form></section>
        """
    }
}
