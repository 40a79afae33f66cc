import Foundation
import Hummingbird
import LarderExtraction
import LarderStore

/// `/v1/recipes`: a recipe's name and text, one ingredient per line, read into ingredients with metric
/// quantities and grams; listed, read, changed and deleted in the shopping-list API's style.
struct RecipeAPI {
    let database: LarderDatabase
    let photos: RecipePhotoReading

    func register(on router: Router<WebRequestContext>) {
        let recipes = router.group("/v1/recipes")
        recipes.get("/") { request, _ in
            PageJSON(of: try database.recipes().map(RecipeJSON.init), request: try PageRequest(request, firstIndex: 1))
        }
        recipes.post("/") { request, context in
            if SignInGate.isMultipart(request) {
                return EditedResponse(status: .created, response: RecipeJSON(try await fromPhoto(request, context)))
            }
            let body = try await ShoppingRequests.read(
                ShoppingRequests.NewRecipe.self, from: request,
                what: "{\"name\": \"Pancakes\", \"text\": \"one ingredient per line\"}")
            let name = try ShoppingRequests.text(body.name, named: "name")
            let text = try ShoppingRequests.text(body.text, named: "text", limit: ShoppingRequests.pastedTextLimit)
            let recipe = try database.addRecipe(name: name, text: text, ingredients: IngredientParser.parse(text: text))
            return EditedResponse(status: .created, response: RecipeJSON(recipe))
        }
        recipes.get("/:id") { _, context in
            let id = try ShoppingListAPI.parameter("id", context)
            guard let recipe = try database.recipe(id: id) else { throw Self.noRecipe(id) }
            return RecipeJSON(recipe)
        }
        recipes.patch("/:id") { request, context in
            let id = try ShoppingListAPI.parameter("id", context)
            let body = try await ShoppingRequests.read(
                ShoppingRequests.UpdateRecipe.self, from: request, what: "any of name, text")
            let name = try body.name.map { try ShoppingRequests.text($0, named: "name") }
            let text = try body.text.map { try ShoppingRequests.text($0, named: "text", limit: ShoppingRequests.pastedTextLimit) }
            guard let recipe = try database.updateRecipe(
                id: id, name: name, text: text.map { ($0, IngredientParser.parse(text: $0)) })
            else { throw Self.noRecipe(id) }
            return RecipeJSON(recipe)
        }
        recipes.delete("/:id") { _, context in
            let id = try ShoppingListAPI.parameter("id", context)
            guard try database.deleteRecipe(id: id) else { throw Self.noRecipe(id) }
            return Response(status: .noContent)
        }
    }

    /// `multipart/form-data` with the photo in `file` and, optionally, the recipe's `name` (else its printed title).
    func fromPhoto(_ request: Request, _ context: WebRequestContext) async throws -> Recipe {
        let form = try await MultipartForm(request, maxFileBytes: photos.checks.maxBytes, maxFiles: 1)
        try APIRoutes.checkCSRF(of: form, context: context)
        guard let photo = form.files(named: "file").first else {
            throw APIError(.badRequest, "send the recipe's photo in the form field file")
        }
        let reading = try await photos.read(photo)
        // A name the client gave is checked; one read off the photo is cut to fit.
        let given = try form.field("name").flatMap(FormFields.nonEmpty).map { try ShoppingRequests.text($0, named: "name") }
        let name = given ?? String((reading.title ?? "Recipe from a photo").prefix(ShoppingItemLimits.name))
        let text = String(reading.ingredientLines.joined(separator: "\n").prefix(ShoppingRequests.pastedTextLimit))
        return try database.addRecipe(name: name, text: text, ingredients: IngredientParser.parse(text: text))
    }

    private static func noRecipe(_ id: String) -> APIError {
        APIError(.notFound, "no recipe \(id)")
    }
}
