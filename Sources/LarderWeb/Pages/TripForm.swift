import Foundation
import LarderCore
import LarderStore

/// The trip page's own form: its store, date and total, with the version it was made from (a save from a stale
/// page is refused), and deleting the trip.
enum TripForm {
    static func version(of trip: GroceryTripRecord) -> String {
        FormVersion.digest([trip.storeName ?? "", trip.date?.iso ?? "", trip.totalCents.map { "\($0)" } ?? ""])
    }

    static func html(_ trip: GroceryTripRecord, needsReview: Bool, csrf: String) -> String {
        let id = trip.id ?? 0
        let total = trip.totalCents.map { String(format: "%.2f", Double($0) / 100) } ?? ""
        let reviewed =
            needsReview
            ? """
            <form method="post" action="/receipts/\(trip.receiptId)/reviewed" class="inline">\(HTML.csrfField(csrf))\
            <input type="hidden" name="back" value="/trips/\(id)"><button type="submit">Mark reviewed</button></form>
            """ : ""
        return """
            <details><summary>Edit the trip</summary><form method="post" action="/trips/\(id)" class="item">\
            \(HTML.csrfField(csrf))<input type="hidden" name="version" value="\(version(of: trip))">
            <label>Store <input name="store" value="\(HTML.escape(trip.storeName ?? ""))" maxlength="200"></label>
            <label>Date <input name="date" type="date" value="\(trip.date?.iso ?? "")"></label>
            <label>Total <input name="total" type="number" step="0.01" value="\(total)"></label>
            <button type="submit">Save</button></form>
            <form method="post" action="/trips/\(id)/delete" class="item">\(HTML.csrfField(csrf))
            <label><input type="checkbox" name="confirm" value="yes" required> Delete this trip, its items and its \
            receipt's reading (the photo stays in the archive)</label><button type="submit" class="danger">Delete the trip</button>\
            </form></details>\(reviewed)
            """
    }

    /// Applies a submitted form.
    /// - Throws: ``APIError`` 409 for a stale form, 400 for a value that is not one, 404 for an unknown trip.
    static func apply(_ fields: FormFields, to tripId: Int64, in database: LarderDatabase) throws {
        let trip = try PageRoutes.notFound("no trip \(tripId)") { try database.trip(id: tripId).trip }
        guard fields["version"] == version(of: trip) else {
            throw APIError(.conflict, "this trip was changed elsewhere since the page was opened; reload the page")
        }
        var edit = TripEdit()
        if let store = fields["store"]?.trimmingCharacters(in: .whitespacesAndNewlines), !store.isEmpty,
            store != trip.storeName
        {
            guard store.count <= 200 else { throw APIError(.badRequest, "a store's name has at most 200 characters") }
            edit.storeName = store
        }
        if let text = fields["date"], !text.isEmpty {
            guard let date = ReceiptDate(iso: text), (1900...2200).contains(date.year) else {
                throw APIError(.badRequest, "the date must be written YYYY-MM-DD")
            }
            if date != trip.date { edit.date = date }
        }
        if let text = fields["total"]?.replacingOccurrences(of: ",", with: "."), !text.isEmpty {
            guard let total = Double(text), abs(total) <= 1_000_000 else {
                throw APIError(.badRequest, "the total must be a number, e.g. 23.45")
            }
            let cents = Money.cents(fromAmount: total)
            if cents != trip.totalCents { edit.totalCents = cents }
        }
        if !edit.isEmpty { try database.edit(tripId: tripId, edit) }
    }
}
