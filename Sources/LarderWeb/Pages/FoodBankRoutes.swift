import Foundation
import Hummingbird
import LarderCore
import LarderStore

/// The food page's changes beyond its values: another name (alias) taught or forgotten, a duplicate merged into
/// another food, a food deleted; and two more ways to add one: a label photo, an estimate from a model.
struct FoodBankRoutes {
    let database: LarderDatabase
    /// Where label photos go; `nil` when the daemon reads no labels.
    let labels: InboxUpload?
    let estimating: FoodEstimating

    func register(on router: Router<WebRequestContext>) {
        router.post("/foods/:id/aliases") { request, context in
            let id = try PageRoutes.id(context)
            let fields = try await Self.fields(request)
            guard try database.food(id: id) != nil else { throw APIError(.notFound, "no food \(id)") }
            let text = (fields["alias"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            guard !FoodNameNormalizer.normalize(text).isEmpty, text.count <= 200 else {
                throw APIError(.badRequest, "give the other name as printed, with letters to match on")
            }
            if fields["remove"] == "yes" {
                try database.removeUserAlias(text, fromFood: id)
            } else {
                try database.addAlias(text, toFood: id, language: nil)
            }
            return Response(status: .seeOther, headers: [.location: "/foods/\(id)#aliases"])
        }
        router.post("/foods/:id/merge") { request, context in
            let id = try PageRoutes.id(context)
            let fields = try await Self.fields(request)
            guard fields["confirm"] == "yes" else { throw APIError(.badRequest, "tick the box to say the foods are one") }
            let name = (fields["into"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            guard !name.isEmpty else { throw APIError(.badRequest, "name the food to merge this one into") }
            let target = try ItemForm.foodId(named: name, in: database)
            guard target != id else { throw APIError(.badRequest, "a food cannot be merged into itself") }
            try PageRoutes.notFound("no food \(id)") { _ = try database.mergeFood(id, into: target) }
            return Response(status: .seeOther, headers: [.location: "/foods/\(target)"])
        }
        router.post("/foods/:id/delete") { request, context in
            let id = try PageRoutes.id(context)
            guard try await Self.fields(request)["confirm"] == "yes" else {
                throw APIError(.badRequest, "tick the box to say the food should go")
            }
            try PageRoutes.notFound("no food \(id)") { try database.deleteFood(id: id) }
            return Response(status: .seeOther, headers: [.location: "/foods"])
        }
        router.post("/foods/label") { request, context in
            guard let labels else { throw APIError(.notFound, "this daemon reads no label photos") }
            let form = try await MultipartForm(request, maxFileBytes: labels.maxBytes, maxFiles: 1)
            try APIRoutes.checkCSRF(of: form, context: context)
            guard let file = form.files(named: "file").first else {
                throw APIError(.badRequest, "choose a photo of the label")
            }
            _ = try labels.store(file)
            return Response(status: .seeOther, headers: [.location: "/foods?label=queued"])
        }
        router.post("/foods/estimate") { request, context in
            let fields = try await Self.fields(request)
            var food = try FoodPages.food(from: fields, id: nil)
            let estimate = try await estimating.estimate(name: food.name, category: food.category)
            food.nutrition = estimate.nutrition
            food.source = FoodEstimating.source
            let notice = "Estimated by \(estimate.backend): check the values, then save."
            return SignInRoutes.html(
                .ok,
                FoodPages.page(
                    food: nil, draft: food, aliases: [], linked: 0, notice: notice, options: pageOptions,
                    csrf: context.csrf))
        }
    }

    /// What the food pages offer besides the form, from what the daemon has.
    var pageOptions: FoodPages.Options {
        FoodPages.Options(readsLabels: labels != nil, estimator: estimating.backendName)
    }

    private static func fields(_ request: Request) async throws -> FormFields {
        FormFields(String(buffer: try await request.body.collect(upTo: 16 * 1024)))
    }
}
