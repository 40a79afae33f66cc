import Foundation
import Hummingbird
import LarderExtraction
import LarderStore

/// `/recipes`: the household's recipes, added as text or from a photo, and a shopping list made from any of them.
struct RecipePages {
    let database: LarderDatabase
    let api: RecipeAPI

    func register(on router: Router<WebRequestContext>) {
        router.get("/recipes") { request, context in
            let notice = request.uri.queryParameters["deleted"] != nil ? "The recipe is deleted." : nil
            return SignInRoutes.html(
                .ok, Self.index(try database.recipes(), canReadPhotos: api.photos.readsPhotos, notice: notice,
                                csrf: context.csrf))
        }
        router.post("/recipes") { request, _ in
            let fields = try await FormFields.read(request)
            let name = try ShoppingRequests.text(fields["name"] ?? "", named: "the recipe's name")
            let text = try ShoppingRequests.text(fields["text"] ?? "", named: "the ingredients", limit: ShoppingRequests.pastedTextLimit)
            let recipe = try database.addRecipe(name: name, text: text, ingredients: IngredientParser.parse(text: text))
            return Self.redirect(to: recipe)
        }
        router.post("/recipes/photo") { request, context in
            Self.redirect(to: try await api.fromPhoto(request, context))
        }
        router.post("/recipes/to-list") { request, _ in
            // Every ticked box is a `recipe` field of its own.
            let ids = try await FormFields.read(request).values(named: "recipe")
            guard !ids.isEmpty else { throw APIError(.badRequest, "tick the recipes to shop for") }
            let list = try ShoppingListAPI.list(fromRecipes: ids, name: nil, weekStartDate: nil, in: database)
            return Response(status: .seeOther, headers: [.location: "/lists/\(list.summary.id)"])
        }
        router.get("/recipes/:id") { _, context in
            let recipe = try recipe(context)
            return SignInRoutes.html(.ok, Self.detail(recipe, csrf: context.csrf))
        }
        router.post("/recipes/:id") { request, context in
            let id = try recipe(context).id
            let fields = try await FormFields.read(request)
            let name = try ShoppingRequests.text(fields["name"] ?? "", named: "the recipe's name")
            let text = try ShoppingRequests.text(fields["text"] ?? "", named: "the ingredients", limit: ShoppingRequests.pastedTextLimit)
            guard let recipe = try database.updateRecipe(id: id, name: name, text: (text, IngredientParser.parse(text: text)))
            else { throw APIError(.notFound, "no recipe \(id)") }
            return Self.redirect(to: recipe)
        }
        router.post("/recipes/:id/delete") { _, context in
            let id = try recipe(context).id
            try database.deleteRecipe(id: id)
            return Response(status: .seeOther, headers: [.location: "/recipes?deleted=1"])
        }
    }

    private func recipe(_ context: WebRequestContext) throws -> Recipe {
        let id = try ShoppingListAPI.parameter("id", context)
        guard let recipe = try database.recipe(id: id) else { throw APIError(.notFound, "no recipe \(id)") }
        return recipe
    }

    private static func redirect(to recipe: Recipe) -> Response {
        Response(status: .seeOther, headers: [.location: "/recipes/\(recipe.id)"])
    }

    private static func index(_ recipes: [Recipe], canReadPhotos: Bool, notice: String?, csrf: String) -> String {
        let rows = recipes.map { recipe in
            "<li><label><input type=\"checkbox\" name=\"recipe\" value=\"\(HTML.escape(recipe.id))\"> "
                + "\(HTML.escape(recipe.name))</label> <small>\(recipe.ingredients.count) ingredients</small> "
                + "<a href=\"/recipes/\(HTML.escape(recipe.id))\">open</a></li>"
        }.joined()
        let photo = canReadPhotos ? """
            <section><h2>From a photo</h2><form method="post" action="/recipes/photo" enctype="multipart/form-data">\
            \(HTML.csrfField(csrf))<p><input type="file" name="file" accept="image/*" capture="environment" required></p>
            <p><label>Name (else the printed title) <input name="name" maxlength="\(ShoppingItemLimits.name)"></label></p>
            <p><button type="submit">Read the photo</button></p></form></section>
            """ : ""
        let body = """
            <h1>Recipes</h1>\(notice.map { "<p class=\"notice\" role=\"status\">\(HTML.escape($0))</p>" } ?? "")
            <section><form method="post" action="/recipes/to-list">\(HTML.csrfField(csrf))
            <ul class="recipes">\(rows.isEmpty ? "<li>No recipes yet.</li>" : rows)</ul>
            \(rows.isEmpty ? "" : "<button type=\"submit\">Make a shopping list of the ticked recipes</button>")</form></section>
            <section><h2>Add a recipe</h2><form method="post" action="/recipes" class="item">\(HTML.csrfField(csrf))
            <label>Name <input name="name" maxlength="\(ShoppingItemLimits.name)" required></label>
            <label>Ingredients, one a line <textarea name="text" rows="6" maxlength="\(ShoppingRequests.pastedTextLimit)" required \
            placeholder="200 g flour&#10;2 eggs&#10;1 cup milk"></textarea></label>
            <button type="submit">Add</button></form></section>\(photo)
            """
        return HTML.signedInPage(title: "Recipes", body: body, csrf: csrf)
    }

    private static func detail(_ recipe: Recipe, csrf: String) -> String {
        let id = HTML.escape(recipe.id)
        let rows = recipe.ingredients.map { ingredient in
            let quantity = ShoppingListItem.displayQuantity(ingredient.quantity, unit: ingredient.unit == "piece" ? nil : ingredient.unit)
            return "<tr><td>\(HTML.escape(ingredient.name))</td><td>\(HTML.escape(quantity))</td>"
                + "<td class=\"number\">\(ingredient.grams.map { ShoppingListItem.displayQuantity($0.rounded(), unit: "g") } ?? "")</td></tr>"
        }.joined()
        let body = """
            <h1>\(HTML.escape(recipe.name))</h1>
            <section><table><thead><tr><th>Ingredient</th><th>As written</th><th class="number">Weight</th></tr></thead>
            <tbody>\(rows.isEmpty ? "<tr><td colspan=\"3\">No ingredient could be read.</td></tr>" : rows)</tbody></table>
            <form method="post" action="/recipes/to-list">\(HTML.csrfField(csrf))<input type="hidden" name="recipe" \
            value="\(id)"><p><button type="submit">Make a shopping list of it</button></p></form></section>
            <section><h2>Edit</h2><form method="post" action="/recipes/\(id)" class="item">\(HTML.csrfField(csrf))
            <label>Name <input name="name" value="\(HTML.escape(recipe.name))" maxlength="\(ShoppingItemLimits.name)" required></label>
            <label>Ingredients, one a line <textarea name="text" rows="8" maxlength="\(ShoppingRequests.pastedTextLimit)" required>\
            \(HTML.escape(recipe.text))</textarea></label><button type="submit" class="secondary">Save</button></form>
            <form method="post" action="/recipes/\(id)/delete">\(HTML.csrfField(csrf))
            <p><button type="submit" class="danger">Delete the recipe</button></p></form></section>
            <p><a href="/recipes">All recipes</a></p>
            """
        return HTML.signedInPage(title: recipe.name, body: body, csrf: csrf)
    }
}
