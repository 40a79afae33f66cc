import Foundation
import LarderCore
import LarderExtraction
import LarderStore

/// Reads a pasted or exported list into entries, and adds them to a list. JSON (text starting with `{` or `[{`)
/// as ``ShoppingListDocument`` reads it; anything else one item a line: the text and Markdown that
/// ``ShoppingListExport`` writes, or plain lines such as "2 l milk" or "500 g Mehl".
///
/// A line may start with a bullet (`•`, `-`, `*`, `+`), a task box (`[ ]`, `[x]` checked) or a check mark (`✓`,
/// `✔`, `☑`, `✅`: checked). Its quantity and unit come first ("2 l milk") or in brackets at the end
/// ("milk (1 l)"); a quantity without a unit counts pieces. The name is kept as written. A heading names the
/// category of the items under it: a Markdown heading (`## 🥛 Milk Products`), a category's title after its
/// emoji (`🥛 Milk Products`) or before a colon (`Milk Products:`); other headings (`For the sauce:`) are skipped
/// and their items left without one, for ``add(_:toList:in:categorizer:now:)`` to categorise by name as a typed
/// item is. Markdown's first `# title` is the document's name.
public enum ShoppingListImport {
    /// The list in `text`: JSON when it starts with `{` or `[{`, else one item a line.
    /// - Throws: ``PipelineError`` `.unreadableList` for JSON that is not a list.
    public static func document(from text: String) throws -> ShoppingListDocument {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        // An array of objects, not a task box: "[ ] milk".
        let afterBracket = trimmed.dropFirst().first { !$0.isWhitespace }
        let isArray = trimmed.hasPrefix("[") && (afterBracket == "{" || trimmed.filter { !$0.isWhitespace } == "[]")
        guard trimmed.hasPrefix("{") || isArray else { return lines(trimmed) }
        do {
            return try JSONDecoder().decode(ShoppingListDocument.self, from: Data(trimmed.utf8))
        } catch {
            throw PipelineError(
                .unreadableList, file: "list",
                message: "this JSON is no shopping list (\(reason(error))); give {\"items\": [{\"name\": \"milk\", "
                    + "\"quantity\": 1, \"unit\": \"l\"}]}, or one item a line as text")
        }
    }

    /// The item one line names, or `nil` for a line that names none (blank, a heading, a lone quantity).
    /// - Parameter category: The heading's category the line is under; `nil` leaves it to
    ///   ``add(_:toList:in:categorizer:now:)``.
    public static func entry(fromLine line: String, category: ShoppingCategory? = nil) -> ShoppingListEntry? {
        let (marked, checked) = withoutMarks(line)
        var body = marked
        guard !body.isEmpty, !body.hasSuffix(":") else { return nil }
        var quantity: Double?
        var unit: String?
        if body.hasSuffix(")"), let open = body.lastIndex(of: "(") {
            let amount = IngredientParser.amount(startingWith: String(body[open...].dropFirst().dropLast()))
            if amount.quantity != nil, amount.rest.isEmpty {
                (quantity, unit) = (amount.quantity, amount.unit)
                body = body[..<open].trimmingCharacters(in: .whitespaces)
            }
        }
        if quantity == nil {
            let amount = IngredientParser.amount(startingWith: body)
            (quantity, unit, body) = (amount.quantity, amount.unit, amount.rest)
        }
        guard !body.isEmpty else { return nil }
        return ShoppingListEntry(name: body, quantity: quantity, unit: unit, category: category, checked: checked)
    }

    /// Adds the entries at the end of a list, checked ones checked; an entry without a category gets the one
    /// `categorizer` finds offline (vocabulary, then food bank), as a typed item does.
    /// - Returns: The new items, in order.
    /// - Throws: ``StoreError`` `.notFound` when there is no list `listId`; `DatabaseError`.
    @discardableResult
    public static func add(
        _ entries: [ShoppingListEntry], toList listId: String, in database: LarderDatabase,
        categorizer: ShoppingCategorizer, now: Date = Date()
    ) throws -> [ShoppingListItem] {
        try entries.map { pasted in
            let entry = fitted(pasted)
            let new = NewShoppingItem(
                customName: entry.name, quantity: entry.quantity, unit: entry.unit, notes: entry.notes,
                category: entry.category ?? categorizer.category(of: entry.name))
            guard let item = try database.addShoppingItem(new, toList: listId, now: now) else {
                throw StoreError(.notFound, message: "no shopping list \(listId)")
            }
            guard entry.checked else { return item }
            return try database.updateShoppingItem(item.id, inList: listId, ShoppingItemChange(checked: true), now: now)
                ?? item
        }
    }

    /// An entry cut to what an item may hold (``ShoppingItemLimits``, which the API refuses beyond): a quantity
    /// out of range is no quantity. A pasted "1e400 g" or a page of text on one line is stored as a person could
    /// still edit it, never refused whole.
    static func fitted(_ entry: ShoppingListEntry) -> ShoppingListEntry {
        var fitted = entry
        fitted.name = String(entry.name.prefix(ShoppingItemLimits.name))
        fitted.unit = entry.unit.map { String($0.prefix(ShoppingItemLimits.unit)) }
        fitted.notes = entry.notes.map { String($0.prefix(ShoppingItemLimits.notes)) }
        if let quantity = entry.quantity, !(quantity.isFinite && ShoppingItemLimits.quantity.contains(quantity)) {
            fitted.quantity = nil
            fitted.unit = nil
        }
        return fitted
    }

    /// Where the JSON went wrong: "items[1].name: an item needs a name".
    private static func reason(_ error: any Error) -> String {
        let context: DecodingError.Context
        switch error as? DecodingError {
        case .keyNotFound(let key, let found)?:
            context = .init(codingPath: found.codingPath + [key], debugDescription: "missing")
        case .typeMismatch(_, let found)?, .valueNotFound(_, let found)?, .dataCorrupted(let found)?: context = found
        default: return "not JSON"
        }
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return "\(path.hasPrefix(".") ? String(path.dropFirst()) : path): \(context.debugDescription)"
    }

    private static func lines(_ text: String) -> ShoppingListDocument {
        var document = ShoppingListDocument(name: nil, items: [])
        var category: ShoppingCategory?
        for line in text.split(whereSeparator: \.isNewline).map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("#") {
                let heading = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
                category = ShoppingCategory(named: String(heading.drop { !$0.isLetter }))
                if line.hasPrefix("# "), category == nil, document.name == nil, document.items.isEmpty {
                    document.name = heading
                }
            } else if let heading = self.heading(line) {
                category = heading
            } else if let entry = entry(fromLine: line, category: category) {
                document.items.append(entry)
            } else if line.hasSuffix(":") {
                category = nil
            }
        }
        return document
    }

    /// The category a heading line names: its title after an emoji or before a colon, without a bullet.
    private static func heading(_ line: String) -> ShoppingCategory? {
        guard let first = line.unicodeScalars.first, !bullets.contains(first), !checks.contains(first) else {
            return nil
        }
        if line.hasSuffix(":") { return ShoppingCategory(named: String(line.dropLast())) }
        guard first.properties.isEmoji, !first.isASCII else { return nil }
        return ShoppingCategory(named: String(line.drop { !$0.isLetter }))
    }

    private static let bullets = Set("•-*+·◦▪–—☐□".unicodeScalars)
    private static let checks = Set("✓✔☑✅".unicodeScalars)

    /// The line without its bullet, task box or check mark, and whether they say it is checked.
    private static func withoutMarks(_ line: String) -> (String, Bool) {
        var rest = Substring(line.trimmingCharacters(in: .whitespaces))
        var checked = false
        func trim() { rest = rest.drop { $0.isWhitespace || $0 == "\u{FE0F}" } }
        if let first = rest.unicodeScalars.first, bullets.contains(first) {
            rest = rest.dropFirst()
            trim()
        }
        for (box, isChecked) in [("[ ]", false), ("[x]", true), ("[X]", true)] where rest.hasPrefix(box) {
            rest = rest.dropFirst(box.count)
            checked = isChecked
            trim()
        }
        if let first = rest.unicodeScalars.first, checks.contains(first) {
            rest = rest.dropFirst()
            checked = true
            trim()
        }
        return (String(rest), checked)
    }
}
