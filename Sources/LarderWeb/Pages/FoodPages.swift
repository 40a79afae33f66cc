import Foundation
import Hummingbird
import LarderCore
import LarderStore

/// `/foods`: the food bank by category or search; a food's nutrition per 100 g to read and correct; a food added
/// by hand.
struct FoodPages {
    let database: LarderDatabase
    let options: Options
    let suggestions: FoodSuggestions

    /// What the pages offer besides the form, from what the daemon has.
    struct Options: Sendable {
        /// Whether a label photo can be sent to the labels folder.
        var readsLabels = false
        /// The network backend that estimates a new food's values; `nil`: none.
        var estimator: String?
    }

    /// The nutrients a person can set, in the form's order: field name, label, unit. Computed: key paths are not
    /// `Sendable`, so a stored static list of them could not be shared.
    static var nutrients: [(field: String, label: String, unit: String, keyPath: WritableKeyPath<Nutrition, Double?>)] {
        [
        ("kcal", "Energy", "kcal", \.kcal), ("protein", "Protein", "g", \.protein),
        ("carbohydrates", "Carbohydrates", "g", \.carbohydrates), ("fat", "Fat", "g", \.fat),
        ("saturatedFat", "of which saturates", "g", \.saturatedFat), ("sugar", "Sugars", "g", \.sugar),
        ("fibre", "Fibre", "g", \.fibre), ("sodiumMg", "Sodium", "mg", \.sodiumMg),
        ]
    }

    func register(on router: Router<WebRequestContext>) {
        router.get("/foods") { request, context in
            SignInRoutes.html(.ok, try list(request, csrf: context.csrf))
        }
        router.get("/foods/new") { _, context in
            SignInRoutes.html(
                .ok, Self.page(food: nil, aliases: [], linked: 0, options: options, csrf: context.csrf))
        }
        router.post("/foods") { request, _ in
            let fields = try await FormFields.read(request)
            var food = try Self.food(from: fields, id: nil)
            // Values a model estimated stay marked as estimates, even once a person saved them.
            if fields["source"] == FoodEstimating.source { food.source = FoodEstimating.source }
            food = try database.addFood(food)
            return Response(status: .seeOther, headers: [.location: "/foods/\(food.id ?? 0)"])
        }
        router.get("/foods/:id") { _, context in
            let id = try PageRoutes.id(context)
            guard let food = try database.food(id: id) else { throw APIError(.notFound, "no food \(id)") }
            let aliases = try database.aliases(ofFood: id)
            let linked = try database.linkedItemCount(ofFood: id)
            return SignInRoutes.html(
                .ok, Self.page(food: food, aliases: aliases, linked: linked, options: options, csrf: context.csrf))
        }
        router.post("/foods/:id") { request, context in
            let id = try PageRoutes.id(context)
            guard let current = try database.food(id: id) else { throw APIError(.notFound, "no food \(id)") }
            let fields = try await FormFields.read(request)
            guard fields["version"] == Self.version(of: current) else {
                throw APIError(.conflict, "this food was changed elsewhere since the page was opened; reload the page")
            }
            var food = try Self.food(from: fields, id: id)
            food.source = current.source == "user" ? "user" : current.source
            food.barcode = current.barcode
            try database.updateFood(food)
            return Response(status: .seeOther, headers: [.location: "/foods/\(id)"])
        }
    }

    private func list(_ request: Request, csrf: String) throws -> String {
        let query = request.uri.queryParameters
        let search = String((query["q"] ?? "").prefix(200)).trimmingCharacters(in: .whitespaces)
        let category = query["category"].flatMap { FoodCategory(rawValue: String($0)) }
        let wanted = try PageRequest(request)
        let page: PageJSON<Food>
        if search.isEmpty {
            let (foods, total) = try database.foodsByName(category: category, limit: wanted.pageSize, offset: wanted.offset)
            page = PageJSON(page: foods, totalCount: total, request: wanted)
        } else {
            var foods = try database.foods(ids: try suggestions.search(search, limit: 50).map(\.foodId))
            if let category { foods = foods.filter { $0.category == category } }
            page = PageJSON(of: foods, request: wanted)
        }
        let categories = FoodCategory.allCases.map { item -> String in
            let selected = item == category ? " selected" : ""
            return "<option value=\"\(item.rawValue)\"\(selected)>\(HTML.escape(item.rawValue.replacingOccurrences(of: "_", with: " ")))</option>"
        }.joined()
        let rows = page.items.map { food -> String in
            "<tr><td><a href=\"/foods/\(food.id ?? 0)\">\(HTML.escape(food.name))</a></td>"
                + "<td>\(HTML.escape(food.category.rawValue.replacingOccurrences(of: "_", with: " ")))</td>"
                + "<td class=\"number\">\(food.nutrition.kcal.map { "\(Int($0.rounded()))" } ?? "–")</td></tr>"
        }.joined()
        let keep = [
            search.isEmpty ? nil : "q=\(search.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")",
            category.map { "category=\($0.rawValue)" },
        ].compactMap { $0 }.map { "&amp;\($0)" }.joined()
        var links: [String] = []
        if page.pageIndex > 0 { links.append("<a href=\"/foods?pageIndex=\(page.pageIndex - 1)\(keep)\">Previous</a>") }
        if page.pageIndex + 1 < page.totalPages {
            links.append("<a href=\"/foods?pageIndex=\(page.pageIndex + 1)\(keep)\">Next</a>")
        }
        let notice =
            query["label"] == "queued"
            ? "<p class=\"notice\" role=\"status\">The label is with the daemon; its food appears here once read, "
                + "usually within a minute.</p>" : ""
        let body = """
            <h1>Foods</h1>\(notice)
            <section><form method="get" action="/foods" class="search">
            <label>Search <input name="q" value="\(HTML.escape(search))" maxlength="200" data-food-search list="food-names">\
            <datalist id="food-names"></datalist></label>
            <label>Category <select name="category"><option value="">all</option>\(categories)</select></label>
            <button type="submit">Show</button></form><p><a href="/foods/new">Add a food by hand</a></p></section>
            <section><p>\(page.totalCount) food\(page.totalCount == 1 ? "" : "s")</p><table><thead><tr><th>Food</th>\
            <th>Category</th><th class="number">kcal / 100 g</th></tr></thead><tbody>\(rows)</tbody></table>
            <p>\(links.joined(separator: " "))</p></section><script src="/static/larder.js" defer></script>
            """
        return HTML.signedInPage(title: "Larder: foods", body: body, csrf: csrf)
    }

    static func version(of food: Food) -> String {
        FormVersion.digest(
            [food.name, food.category.rawValue] + nutrients.map { food.nutrition[keyPath: $0.keyPath].map { "\($0)" } ?? "" })
    }

    /// A food's page: its values per 100 g in a form, its other names, how many items it feeds, and merging or
    /// deleting it. Without a food, the new-food page: the empty form (or `draft`, an estimate to check), a label
    /// photo to send, and the estimate button.
    static func page(
        food: Food?, draft: Food? = nil, aliases: [FoodAliasRecord], linked: Int, notice: String? = nil,
        options: Options, csrf: String
    ) -> String {
        let shown = food ?? draft
        let action = food.map { "/foods/\($0.id ?? 0)" } ?? "/foods"
        let categories = FoodCategory.allCases.map { item -> String in
            let selected = item == (shown?.category ?? .other) ? " selected" : ""
            return "<option value=\"\(item.rawValue)\"\(selected)>\(HTML.escape(item.rawValue.replacingOccurrences(of: "_", with: " ")))</option>"
        }.joined()
        let inputs = nutrients.map { nutrient -> String in
            let value = shown?.nutrition[keyPath: nutrient.keyPath].map { "\($0)" } ?? ""
            return "<label>\(nutrient.label) (\(nutrient.unit) per 100 g) <input name=\"\(nutrient.field)\" type=\"number\" "
                + "min=\"0\" step=\"any\" value=\"\(value)\"></label>"
        }.joined(separator: "\n")
        var hidden = food.map { "<input type=\"hidden\" name=\"version\" value=\"\(Self.version(of: $0))\">" } ?? ""
        if food == nil, draft?.source == FoodEstimating.source {
            hidden += "<input type=\"hidden\" name=\"source\" value=\"\(FoodEstimating.source)\">"
        }
        let estimate =
            food == nil
            ? options.estimator.map {
                "<button type=\"submit\" class=\"secondary\" formaction=\"/foods/estimate\" formnovalidate>Estimate the values with "
                    + "\(HTML.escape($0))</button>"
            } ?? "" : ""
        let about = food.map { food -> String in
            "<p>Source: \(HTML.escape(food.source))\(food.barcode.map { ", barcode \(HTML.escape($0))" } ?? ""). "
                + "\(linked) item\(linked == 1 ? "" : "s") linked.</p>"
        } ?? ""
        let notice = notice.map { "<p class=\"notice\" role=\"status\">\(HTML.escape($0))</p>" } ?? ""
        let extra = food.map { FoodPageSections.existing($0, aliases: aliases, csrf: csrf) }
            ?? (options.readsLabels ? FoodPageSections.labelUpload(csrf: csrf) : "")
        let body = """
            <h1>\(HTML.escape(food?.name ?? "A new food"))</h1>\(notice)\(about)
            <section><form method="post" action="\(action)" class="item">\(HTML.csrfField(csrf))\(hidden)
            <label>Name <input name="name" value="\(HTML.escape(shown?.name ?? ""))" required maxlength="200"></label>
            <label>Category <select name="category">\(categories)</select></label>
            \(inputs)
            <button type="submit">Save</button>\(estimate)</form></section>\(extra)
            <script src="/static/larder.js" defer></script>
            """
        return HTML.signedInPage(title: "Larder: \(food?.name ?? "new food")", body: body, csrf: csrf)
    }

    /// The food a submitted form describes.
    /// - Throws: ``APIError`` 400 naming the value that is not one.
    static func food(from fields: FormFields, id: Int64?) throws -> Food {
        guard let name = fields["name"]?.trimmingCharacters(in: .whitespacesAndNewlines), !name.isEmpty,
            name.count <= 200
        else { throw APIError(.badRequest, "a food needs a name of 1 to 200 characters") }
        guard let category = fields["category"].flatMap(FoodCategory.init(rawValue:)) else {
            throw APIError(.badRequest, "choose one of the categories")
        }
        var nutrition = Nutrition()
        for nutrient in nutrients {
            guard let text = fields[nutrient.field]?.replacingOccurrences(of: ",", with: "."), !text.isEmpty else {
                continue
            }
            guard let value = Double(text), value >= 0, value <= (nutrient.unit == "kcal" ? 900 : 100_000) else {
                throw APIError(.badRequest, "\(nutrient.label) must be a number from 0, per 100 g")
            }
            nutrition[keyPath: nutrient.keyPath] = value
        }
        return Food(id: id, name: name, category: category, nutrition: nutrition, source: "user")
    }
}
