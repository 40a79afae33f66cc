import Foundation
import Hummingbird
import LarderCore
import LarderExtraction
import LarderPipeline
import LarderStore

/// Seed 002's shopping-list API under `/v1/shoppinglist`, with the web app's sign-in (Bearer token or session).
struct ShoppingListAPI {
    let database: LarderDatabase
    let categorizer: ShoppingCategorizer

    func register(on router: Router<WebRequestContext>) {
        let lists = router.group("/v1/shoppinglist")
        lists.get("/") { request, _ in
            let page = try PageRequest(request, firstIndex: 1)
            return PageJSON(of: try database.shoppingLists().map(ShoppingListSummaryJSON.init), request: page)
        }
        lists.post("/") { request, _ in
            let body = try await ShoppingRequests.read(
                ShoppingRequests.CreateList.self, from: request, what: "{\"name\": \"Quick Trip\"}, name optional",
                optional: true)
            let name = try body.name.map { try ShoppingRequests.text($0, named: "name") } ?? "Shopping List"
            return EditedResponse(
                status: .created, response: ShoppingListJSON(try database.createShoppingList(name: name)))
        }
        lists.post("/from-recipes") { request, _ in
            EditedResponse(status: .created, response: ShoppingListJSON(try await fromRecipes(request)))
        }
        lists.get("/:id") { _, context in ShoppingListJSON(try list(context)) }
        lists.patch("/:id") { request, context in
            let id = try Self.parameter("id", context)
            let body = try await ShoppingRequests.read(
                ShoppingRequests.UpdateList.self, from: request, what: "{\"name\": \"Updated Name\"}")
            let name = try ShoppingRequests.text(body.name, named: "name")
            guard let list = try database.renameShoppingList(id: id, to: name) else { throw Self.noList(id) }
            return ShoppingListJSON(list)
        }
        lists.delete("/:id") { _, context in
            let id = try Self.parameter("id", context)
            guard try database.deleteShoppingList(id: id) else { throw Self.noList(id) }
            return Response(status: .noContent)
        }
        ShoppingItemAPI(database: database, categorizer: categorizer).register(on: lists)
    }

    /// Seed 002's "Create Shopping List from Recipes": the recipes' ingredients summed into lines.
    private func fromRecipes(_ request: Request) async throws -> ShoppingList {
        let body = try await ShoppingRequests.read(
            ShoppingRequests.FromRecipes.self, from: request,
            what: "{\"recipeIds\": [\"uuid\", ...]}, with name and weekStartDate optional")
        return try Self.list(
            fromRecipes: body.recipeIds, name: body.name, weekStartDate: body.weekStartDate, in: database)
    }

    /// A new list of these recipes' ingredients, summed; named after the week or the recipes unless `name` is given.
    static func list(
        fromRecipes recipeIds: [String], name: String?, weekStartDate: String?, in database: LarderDatabase
    ) throws -> ShoppingList {
        guard !recipeIds.isEmpty, recipeIds.count <= 100 else {
            throw APIError(.badRequest, "recipeIds must name 1 to 100 recipes")
        }
        if let week = weekStartDate, ReceiptDate(iso: week) == nil {
            throw APIError(.badRequest, "weekStartDate must be a date written YYYY-MM-DD")
        }
        var recipes: [Recipe] = []
        for id in recipeIds where !recipes.contains(where: { $0.id == id }) {
            guard let recipe = try database.recipe(id: id) else {
                throw APIError(.badRequest, "no recipe \(id); POST /v1/recipes adds one")
            }
            recipes.append(recipe)
        }
        return try database.createShoppingList(
            fromRecipes: recipes, name: try name.map { try ShoppingRequests.text($0, named: "name") },
            weekStartDate: weekStartDate)
    }

    private func list(_ context: WebRequestContext) throws -> ShoppingList {
        let id = try Self.parameter("id", context)
        guard let list = try database.shoppingList(id: id) else { throw Self.noList(id) }
        return list
    }

    /// A path's id: any text the route gave (ids are UUID strings; one that names nothing is a 404).
    static func parameter(_ name: String, _ context: WebRequestContext) throws -> String {
        guard let value = context.parameters.get(name), !value.isEmpty, value.count <= 64 else {
            throw APIError(.notFound, "no such \(name)")
        }
        return value
    }

    static func noList(_ id: String) -> APIError {
        APIError(.notFound, "no shopping list \(id)")
    }
}

/// Seed 002's item routes: add, update, toggle, delete.
struct ShoppingItemAPI {
    let database: LarderDatabase
    let categorizer: ShoppingCategorizer

    func register(on lists: RouterGroup<WebRequestContext>) {
        lists.post("/:id/items") { request, context in
            let listId = try ShoppingListAPI.parameter("id", context)
            let body = try await ShoppingRequests.read(
                ShoppingRequests.AddItem.self, from: request,
                what: "{\"customName\": \"Fancy Cheese\"} or {\"ingredientId\": \"uuid\"}, with quantity, unit, notes")
            let customName = try body.customName.map { try ShoppingRequests.text($0, named: "customName") }
            guard body.ingredientId != nil || customName != nil else {
                throw APIError(.badRequest, "give an ingredientId or a customName")
            }
            var category = try ShoppingRequests.category(body.category)
            if category == nil, let customName { category = await categorizer.category(ofTyped: customName) }
            let new = NewShoppingItem(
                ingredientId: body.ingredientId, customName: customName,
                quantity: try ShoppingRequests.quantity(body.quantity),
                unit: try body.unit.map(ShoppingRequests.unit),
                notes: try body.notes.map(ShoppingRequests.notes),
                category: category)
            guard let item = try database.addShoppingItem(new, toList: listId) else {
                guard try database.shoppingList(id: listId) != nil else { throw ShoppingListAPI.noList(listId) }
                throw APIError(.badRequest, "no ingredient \(body.ingredientId ?? "")")
            }
            return EditedResponse(status: .created, response: ShoppingItemJSON(item))
        }
        lists.patch("/:id/items/:itemId") { request, context in
            let (listId, itemId) = try Self.ids(context)
            let body = try await ShoppingRequests.read(
                ShoppingRequests.UpdateItem.self, from: request,
                what: "any of quantity, unit, notes, checked, category")
            let change = ShoppingItemChange(
                quantity: try ShoppingRequests.quantity(body.quantity),
                unit: try body.unit.map(ShoppingRequests.unit),
                notes: try body.notes.map(ShoppingRequests.notes),
                checked: body.checked, category: try ShoppingRequests.category(body.category))
            guard let item = try database.updateShoppingItem(itemId, inList: listId, change) else {
                throw Self.noItem(itemId)
            }
            return IdJSON(id: item.id)
        }
        lists.post("/:id/items/:itemId/toggle") { _, context in
            let (listId, itemId) = try Self.ids(context)
            guard let current = try database.shoppingItem(itemId, inList: listId),
                let item = try database.updateShoppingItem(itemId, inList: listId, ShoppingItemChange(checked: !current.checked))
            else { throw Self.noItem(itemId) }
            return CheckedJSON(checked: item.checked)
        }
        lists.delete("/:id/items/:itemId") { _, context in
            let (listId, itemId) = try Self.ids(context)
            guard try database.deleteShoppingItem(itemId, inList: listId) else { throw Self.noItem(itemId) }
            return Response(status: .noContent)
        }
    }

    private static func ids(_ context: WebRequestContext) throws -> (String, String) {
        (try ShoppingListAPI.parameter("id", context), try ShoppingListAPI.parameter("itemId", context))
    }

    private static func noItem(_ id: String) -> APIError {
        APIError(.notFound, "no item \(id) on this list")
    }
}
