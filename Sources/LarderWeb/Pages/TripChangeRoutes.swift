import Foundation
import Hummingbird
import LarderCore
import LarderStore

/// The trip page's changes beyond editing fields: add an item the reading missed, delete one that is not on the
/// paper, read the receipt again.
struct TripChangeRoutes {
    let database: LarderDatabase
    let rereading: ReceiptRereading

    func register(on router: Router<WebRequestContext>) {
        router.post("/trips/:id/items") { request, context in
            let tripId = try PageRoutes.id(context)
            let fields = try await FormFields.read(request)
            let (added, foodId) = try NewItemForm.read(fields, in: database)
            let item = try PageRoutes.notFound("no trip \(tripId)") {
                try database.addItem(added, toTrip: tripId, foodId: foodId)
            }
            return Response(status: .seeOther, headers: [.location: "/trips/\(tripId)#item-\(item.id ?? 0)"])
        }
        router.post("/items/:id/delete") { _, context in
            let id = try PageRoutes.id(context)
            let tripId = try PageRoutes.notFound("no item \(id)") { try database.deleteItem(id: id) }
            return Response(status: .seeOther, headers: [.location: "/trips/\(tripId)"])
        }
        router.post("/receipts/:id/reread") { request, context in
            let receiptId = try PageRoutes.id(context)
            let fields = FormFields(String(buffer: try await request.body.collect(upTo: 16 * 1024)))
            let outcome = try await rereading.reread(receiptId: receiptId, with: fields["backend"] ?? "")
            guard let trip = try database.trip(forReceipt: receiptId) else {
                throw APIError(.notFound, "receipt \(receiptId) has no trip")
            }
            let tripId = trip.trip.id ?? 0
            return Response(
                status: .seeOther, headers: [.location: "/trips/\(tripId)?reread=\(outcome.status.rawValue)"])
        }
    }
}
