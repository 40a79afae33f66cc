import Foundation
import LarderCore
import LarderStore

/// Trips on chosen days that bought chosen foods, stored as the pipeline stores a read receipt, for tests of what
/// the purchase history says (shopping suggestions).
public enum PurchaseHistory {
    /// Stores one trip on `date` buying one item of each food, linked to it.
    public static func buy(_ foods: [Food], on date: ReceiptDate, in database: LarderDatabase) throws {
        let items = foods.map { food in
            ExtractedItem(
                name: food.name, originalText: food.name.uppercased(), priceCents: 199, category: food.category)
        }
        let reading = ReceiptReading(
            sha256: "trip-\(date.iso)-\(foods.map { String($0.id ?? 0) }.joined(separator: "-"))-\(UUID())",
            originalName: "\(date.iso).jpg", storedPath: "/tmp/\(date.iso).jpg",
            ocr: RecognizedText(text: "", confidence: 90, seconds: 0, pages: 1, words: []), backend: "offline",
            model: "rules-1", startedAt: Date(), finishedAt: Date(),
            extraction: ExtractedReceipt(
                store: StoreInfo(name: "ALDI SÜD"), date: date, currency: "EUR", totalCents: 199 * foods.count,
                items: items),
            status: .done, reviewReason: nil,
            foodLinks: foods.map { ItemFoodLink(foodId: $0.id ?? 0, foodName: $0.name, confidence: 1) })
        _ = try database.save(reading)
    }

    /// The day `days` days before the local day of `now`.
    public static func day(_ days: Int, before now: Date = Date()) -> ReceiptDate {
        // By the calendar, not 86,400 s a day: a day that changes the clocks has 23 or 25 hours.
        let earlier = Calendar.current.date(byAdding: .day, value: -days, to: now) ?? now
        let day = LocalDay(containing: earlier)
        return ReceiptDate(year: day.year, month: day.month, day: day.day)!
    }
}
