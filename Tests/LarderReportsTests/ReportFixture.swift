import Foundation
import LarderCore
import LarderReports
import LarderStore
import LarderTestSupport

/// A real SQLite file with two made-up foods of round nutrition and four known trips, so every report figure
/// can be worked out by hand in the tests.
///
/// - test oats per 100 g: 400 kcal, protein 10, carbohydrates 60, fat 8, saturates 2, sugar 1, fibre 10,
///   sodium 10 mg. test cheese per 100 g: 350 kcal, 25, 2, 28, 18, 0, 0, sodium 600 mg.
/// - Trip A, Tue 2024-03-12, ALDI, total 10.50: oats 500 g 3.00 (pantry), cheese 200 g 4.00 (dairy),
///   soap 2.00 (household), "mystery item" 1.00 (no category, no food).
/// - Trip B, Sat 2024-03-16, REWE, no total: cheese 100 g 2.50 (dairy), apples 1.50 (produce, linked to oats
///   but without a weight, so not counted).
/// - Trip C, Wed 2024-03-06 (the week before), ALDI, total 5.00: oats 1000 g 5.00.
/// - Trip D, Mon 2024-03-18 (the week after), ALDI, total 9.99: cheese 1000 g 9.99.
struct ReportFixture {
    let folder: TemporaryDirectory
    let path: String
    let database: LarderDatabase
    let oats: Food
    let cheese: Food

    /// The week of trips A and B.
    static let week = ReportPeriod(start: ReceiptDate(iso: "2024-03-11")!, end: ReceiptDate(iso: "2024-03-17")!)

    init() throws {
        folder = try TemporaryDirectory()
        path = folder.path("larder.sqlite")
        database = try LarderDatabase.open(atPath: path)
        oats = try database.addFood(
            Food(
                name: "test oats", category: .pantry,
                nutrition: Nutrition(
                    kcal: 400, protein: 10, carbohydrates: 60, fat: 8, saturatedFat: 2, sugar: 1, fibre: 10,
                    sodiumMg: 10),
                source: "user"))
        cheese = try database.addFood(
            Food(
                name: "test cheese", category: .dairy,
                nutrition: Nutrition(
                    kcal: 350, protein: 25, carbohydrates: 2, fat: 28, saturatedFat: 18, sugar: 0, fibre: 0,
                    sodiumMg: 600),
                source: "user"))
        try save("a", store: "ALDI", date: "2024-03-12", total: 1050, items: [
            (ExtractedItem(name: "oats", originalText: "HAFERFLOCKEN", grams: 500, priceCents: 300, category: .pantry),
             oats),
            (ExtractedItem(name: "cheese", originalText: "GOUDA", grams: 200, priceCents: 400, category: .dairy),
             cheese),
            (ExtractedItem(name: "soap", originalText: "SEIFE", priceCents: 200, category: .household), nil),
            (ExtractedItem(name: "mystery item", originalText: "XYZ", priceCents: 100), nil),
        ])
        try save("b", store: "REWE", date: "2024-03-16", total: nil, items: [
            (ExtractedItem(name: "cheese", originalText: "GOUDA", grams: 100, priceCents: 250, category: .dairy),
             cheese),
            (ExtractedItem(name: "apples", originalText: "AEPFEL", priceCents: 150, category: .produce), oats),
        ])
        try save("c", store: "ALDI", date: "2024-03-06", total: 500, items: [
            (ExtractedItem(name: "oats", originalText: "HAFER", grams: 1000, priceCents: 500, category: .pantry), oats),
        ])
        try save("d", store: "ALDI", date: "2024-03-18", total: 999, items: [
            (ExtractedItem(name: "cheese", originalText: "GOUDA", grams: 1000, priceCents: 999, category: .dairy),
             cheese),
        ])
    }

    /// Anna (female, 30, 60 kg, 165 cm, moderate, standard) and Ben (male, 40, 80 kg, 180 cm, sedentary,
    /// high-protein).
    func addHousehold() throws {
        try database.addHouseholdMember(
            HouseholdMember(name: "Anna", age: 30, sex: .female, weightKg: 60, heightCm: 165, activity: .moderate))
        try database.addHouseholdMember(
            HouseholdMember(
                name: "Ben", age: 40, sex: .male, weightKg: 80, heightCm: 180, activity: .sedentary,
                diet: .highProtein))
    }

    /// Stores one trip; `name` makes its receipt's hash.
    func save(
        _ name: String, store: String, date: String, total: Int?, currency: String? = "EUR",
        items: [(ExtractedItem, Food?)]
    ) throws {
        let extraction = ExtractedReceipt(
            store: StoreInfo(name: store), date: ReceiptDate(iso: date), currency: currency, totalCents: total,
            items: items.map(\.0))
        let links = items.map { item, food in
            food.map { ItemFoodLink(foodId: $0.id!, foodName: $0.name, confidence: 1) }
        }
        try database.save(
            ReceiptReading(
                sha256: String(repeating: name, count: 64), originalName: "\(name).jpg", storedPath: "/tmp/\(name).jpg",
                ocr: RecognizedText(text: "", confidence: 90, seconds: 0, pages: 1, words: []), backend: "offline",
                model: "test", startedAt: Date(), finishedAt: Date(), extraction: extraction, status: .done,
                reviewReason: nil, foodLinks: links))
    }
}
