import Foundation
import LarderCore
import LarderPipeline
import LarderStore

/// A shopping list as a phone shows it in the shop: one tap checks an item; open items grouped by aisle in the
/// chosen store's order; checked items folded at the bottom. The part that changes (`#list`) is replaced whole
/// when another phone changes the list, so the page and its refresh are one rendering.
enum ShoppingListPage {
    /// How many due foods the page offers; "Add all" adds these.
    static let suggestionsShown = 8

    static func render(
        _ list: ShoppingList, version: Int, layout: [ShoppingCategory], store: String?, stores: [String],
        due: [ShoppingSuggestion], csrf: String
    ) -> String {
        let id = HTML.escape(list.summary.id)
        let query = storeQuery(store)
        let open = list.items.filter { !$0.checked }
        let body = """
            <h1>\(HTML.escape(list.summary.name))</h1>
            <form class="add" method="post" action="/lists/\(id)/items\(query)">\(HTML.csrfField(csrf))
            <label for="line">Add an item</label><div class="row">
            <input id="line" name="line" placeholder="2 l milk" maxlength="200" autocomplete="off" required>
            <button type="submit">Add</button></div></form>
            \(storeChoice(list: id, store: store, stores: stores))
            <div id="list" data-list-events="/lists/\(id)/events" data-version="\(version)">\
            \(items(list, open: open, layout: layout, store: store, csrf: csrf))</div>
            \(suggestions(due, list: id, query: query, csrf: csrf))
            <section><h2>Share</h2><p>Copy the list as <a href="/lists/\(id)/export?format=text">text</a>, \
            <a href="/lists/\(id)/export?format=markdown">Markdown</a> or <a href="/lists/\(id)/export?format=json">JSON</a>.</p>
            <form method="post" action="/lists/\(id)/import">\(HTML.csrfField(csrf))
            <label for="paste">Paste a list: one item a line</label>
            <textarea id="paste" name="text" rows="4" maxlength="\(ShoppingRequests.pastedTextLimit)" required></textarea>
            <p><button type="submit" class="secondary">Add these lines</button></p></form></section>
            <section><h2>This list</h2>
            <form method="post" action="/lists/\(id)/rename" class="search">\(HTML.csrfField(csrf))
            <label>Name <input name="name" value="\(HTML.escape(list.summary.name))" maxlength="200" required></label>
            <button type="submit" class="secondary">Rename</button></form>
            <form method="post" action="/lists/\(id)/delete">\(HTML.csrfField(csrf))
            <p><label><input type="checkbox" name="confirm" value="yes" required> Delete this list</label>
            <button type="submit" class="danger">Delete</button></p></form></section>
            <script src="/static/list.js" defer></script>
            """
        return HTML.signedInPage(title: list.summary.name, body: body, csrf: csrf)
    }

    /// The items: open ones under their aisles, then the checked ones folded.
    static func items(
        _ list: ShoppingList, open: [ShoppingListItem], layout: [ShoppingCategory], store: String?, csrf: String
    ) -> String {
        let id = HTML.escape(list.summary.id)
        let query = storeQuery(store)
        let checked = list.items.filter(\.checked)
        let aisles = layout.compactMap { category -> String? in
            let here = open.filter { $0.category == category }
            guard !here.isEmpty else { return nil }
            return "<section class=\"aisle\"><h2>\(category.emoji) \(HTML.escape(category.title))</h2><ul class=\"shopping\">"
                + here.map { item(listId: id, $0, query: query, csrf: csrf) }.joined() + "</ul></section>"
        }.joined()
        let empty = open.isEmpty
            ? "<p class=\"notice\">\(list.items.isEmpty ? "Nothing on the list yet." : "Everything is in the basket.")</p>" : ""
        let basket = checked.isEmpty ? "" : """
            <details class="basket" id="basket"><summary>In the basket (\(checked.count))</summary><ul class="shopping">\
            \(checked.map { item(listId: id, $0, query: query, csrf: csrf) }.joined())</ul>
            <form method="post" action="/lists/\(id)/clear-checked\(query)">\(HTML.csrfField(csrf))\
            <button type="submit" class="secondary">Remove checked items</button></form></details>
            """
        return "<p>\(open.count) to buy, \(checked.count) in the basket</p>\(empty)\(aisles)\(basket)"
    }

    /// One item: the whole row is the button that checks it; its details (aisle, quantity, notes, removal) fold.
    private static func item(listId: String, _ item: ShoppingListItem, query: String, csrf: String) -> String {
        let itemId = HTML.escape(item.id)
        let action = "/lists/\(listId)/items/\(itemId)"
        let quantity = item.displayQuantity
        let trip = item.checkedByTripId.map { " <a href=\"/trips/\($0)\">bought</a>" } ?? ""
        let notes = item.notes.map { " <small>\(HTML.escape($0))</small>" } ?? ""
        let options = ShoppingCategory.allCases.map { category in
            "<option value=\"\(category.rawValue)\"\(category == item.category ? " selected" : "")>"
                + "\(category.emoji) \(HTML.escape(category.title))</option>"
        }.joined()
        return """
            <li data-item="\(itemId)"\(item.checked ? " class=\"checked\"" : "")>\
            <form method="post" action="\(action)/toggle\(query)" data-quick>\(HTML.csrfField(csrf))\
            <input type="hidden" name="checked" value="\(item.checked ? "0" : "1")">\
            <button type="submit" class="tick" aria-pressed="\(item.checked)">\
            <span class="box" aria-hidden="true">\(item.checked ? "✓" : "")</span>\
            <span class="name">\(HTML.escape(item.name))</span>\
            \(quantity.isEmpty ? "" : " <span class=\"quantity\">\(HTML.escape(quantity))</span>")</button></form>\
            \(trip)\(notes)<details class="edit"><summary>Edit</summary>\
            <form method="post" action="\(action)\(query)" class="item">\(HTML.csrfField(csrf))\
            <label>Aisle <select name="category">\(options)</select></label>\
            <label>Quantity <input name="quantity" inputmode="decimal" value="\(HTML.escape(ShoppingListItem.displayQuantity(item.quantity, unit: nil)))"></label>\
            <label>Unit <input name="unit" maxlength="\(ShoppingItemLimits.unit)" value="\(HTML.escape(item.unit ?? ""))"></label>\
            <label>Notes <input name="notes" maxlength="\(ShoppingItemLimits.notes)" value="\(HTML.escape(item.notes ?? ""))"></label>\
            <button type="submit" class="secondary">Save</button></form>\
            <form method="post" action="\(action)/delete\(query)">\(HTML.csrfField(csrf))\
            <button type="submit" class="danger">Remove</button></form></details></li>
            """
    }

    /// What the purchase history says is due, each with why and a button that puts it on the list.
    private static func suggestions(_ due: [ShoppingSuggestion], list id: String, query: String, csrf: String) -> String {
        guard !due.isEmpty else { return "" }
        let rows = due.map { suggestion in
            "<li><form method=\"post\" action=\"/lists/\(id)/suggestions\(query)\">\(HTML.csrfField(csrf))"
                + "<input type=\"hidden\" name=\"food\" value=\"\(suggestion.foodId)\">"
                + "<button type=\"submit\" class=\"secondary\">Add</button> \(suggestion.category.emoji) "
                + "<strong>\(HTML.escape(suggestion.name))</strong> <small>\(HTML.escape(suggestion.reason))</small></form></li>"
        }.joined()
        return """
            <section class="suggestions"><h2>Due again</h2><ul class="plain">\(rows)</ul>
            <form method="post" action="/lists/\(id)/suggestions\(query)">\(HTML.csrfField(csrf))\
            <input type="hidden" name="food" value="all"><button type="submit" class="secondary">Add all</button></form></section>
            """
    }

    /// `?store=NAME` for the forms of a list shown in a store's order, so their answer shows the same order.
    static func storeQuery(_ store: String?) -> String {
        store.flatMap { $0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) }.map { "?store=\($0)" } ?? ""
    }

    /// Which store's aisle order the list follows; a person sets a store's order on the layouts page.
    private static func storeChoice(list id: String, store: String?, stores: [String]) -> String {
        guard !stores.isEmpty else {
            return "<p><a href=\"/store-layouts\">Set the aisle order of a store</a></p>"
        }
        let options = (["" ] + stores).map { name in
            "<option value=\"\(HTML.escape(name))\"\(name == (store ?? "") ? " selected" : "")>"
                + "\(name.isEmpty ? "Usual order" : HTML.escape(name))</option>"
        }.joined()
        return """
            <form method="get" action="/lists/\(id)" class="search"><label>Aisles as in \
            <select name="store">\(options)</select></label><button type="submit" class="secondary">Show</button> \
            <a href="/store-layouts">Store layouts</a></form>
            """
    }

    /// `/lists`: every list with its counts, and a new one.
    static func index(_ lists: [ShoppingListSummary], csrf: String) -> String {
        let rows = lists.map { list in
            "<tr><td><a href=\"/lists/\(HTML.escape(list.id))\">\(HTML.escape(list.name))</a></td>"
                + "<td class=\"number\">\(list.totalItems - list.checkedItems) of \(list.totalItems)</td>"
                + "<td>\(list.completedAt == nil ? "" : "done")</td></tr>"
        }.joined()
        let body = """
            <h1>Shopping lists</h1>
            <section><form method="post" action="/lists" class="search">\(HTML.csrfField(csrf))
            <label>New list <input name="name" placeholder="Shopping List" maxlength="200"></label>
            <button type="submit">Create</button></form></section>
            <section><table><thead><tr><th>List</th><th class="number">To buy</th><th></th></tr></thead><tbody>\
            \(rows.isEmpty ? "<tr><td colspan=\"3\">No lists yet.</td></tr>" : rows)</tbody></table></section>
            <p><a href="/recipes">Recipes</a> · <a href="/store-layouts">Store layouts</a></p>
            """
        return HTML.signedInPage(title: "Shopping lists", body: body, csrf: csrf)
    }
}
