import Foundation
import Hummingbird
import LarderStore

/// The API's side of the trip page's changes: add a missing item, delete one, read the receipt again.
struct TripChangeAPI {
    let database: LarderDatabase
    let rereading: ReceiptRereading

    func register(on api: RouterGroup<WebRequestContext>) {
        api.post("/trips/:id/items") { request, context in
            let tripId = try PageRoutes.id(context)
            let patch = try ItemPatch(json: Data(buffer: try await request.body.collect(upTo: 64 * 1024)))
            guard let name = patch.name, let cents = patch.priceCents else {
                throw APIError(.badRequest, "a new item needs at least name and price")
            }
            if let foodId = patch.foodId, try database.food(id: foodId) == nil {
                throw APIError(.badRequest, "no food \(foodId); GET /api/v1/foods?q= finds one")
            }
            let added = AddedItem(name: name, grams: patch.grams, priceCents: cents, category: patch.category)
            let item = try PageRoutes.notFound("no trip \(tripId)") {
                try database.addItem(added, toTrip: tripId, foodId: patch.foodId)
            }
            return EditedResponse(status: .created, response: ItemJSON(item))
        }
        api.delete("/items/:id") { _, context in
            let id = try PageRoutes.id(context)
            try PageRoutes.notFound("no item \(id)") { _ = try database.deleteItem(id: id) }
            return Response(status: .noContent)
        }
        api.post("/receipts/:id/reprocess") { request, context in
            let receiptId = try PageRoutes.id(context)
            let body = try await request.body.collect(upTo: 16 * 1024)
            let backend = try Self.backend(in: Data(buffer: body))
            let outcome = try await rereading.reread(receiptId: receiptId, with: backend)
            let tripId = try database.trip(forReceipt: receiptId)?.trip.id
            return RereadJSON(receiptId: receiptId, tripId: OrNull(tripId), status: outcome.status.rawValue)
        }
    }

    /// `{"backend": NAME}`, or an empty body or object for the daemon's own way.
    private static func backend(in body: Data) throws -> String {
        guard !body.isEmpty else { return "" }
        guard let object = try? JSONDecoder().decode([String: JSONField].self, from: body),
            Set(object.keys).isSubset(of: ["backend"])
        else { throw APIError(.badRequest, "send nothing, or a JSON object with only `backend`") }
        switch object["backend"] {
        case nil: return ""
        case .text(let name)?: return name
        default: throw APIError(.badRequest, "backend must be a backend's name, or \"\" for the daemon's own way")
        }
    }
}

/// What reading a receipt again did.
struct RereadJSON: ResponseEncodable {
    var receiptId: Int64
    var tripId: OrNull<Int64>
    /// `changed` or `unchanged`: a reading that failed is an error answer instead.
    var status: String
}
