import Foundation
import LarderCore
import LarderPipeline
import LarderStore
import LarderTestSupport
import Testing

/// Suggestions from a real purchase history: trips on known days in a SQLite file, and the pure rule on dates.
@Suite struct ShoppingSuggestionsTests {
    let folder: TemporaryDirectory
    let database: LarderDatabase

    init() throws {
        folder = try TemporaryDirectory()
        database = try LarderDatabase.open(atPath: folder.path("larder.sqlite"))
    }

    private func food(_ name: String, _ category: FoodCategory) throws -> Food {
        try database.addFood(Food(name: name, category: category, nutrition: Nutrition(kcal: 50), source: "user"))
    }

    private func date(_ text: String) -> ReceiptDate { ReceiptDate(iso: text)! }

    /// Noon of a local day, as the daemon's clock would read it.
    private func noon(_ text: String) -> Date {
        let day = date(text)
        return Calendar.current.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: 12))!
    }

    @Test func theMedianIntervalAndDaysSinceGiveTheReasonMostOverdueFirst() throws {
        // Given milk every 6 days, bread about every 4, cheese bought twice, all on trips in the database
        let milk = try food("milk test", .dairy)
        let bread = try food("rye bread test", .bakery)
        let cheese = try food("cheddar test", .dairy)
        for day in ["2026-03-01", "2026-03-07", "2026-03-13"] {
            try PurchaseHistory.buy([milk], on: date(day), in: database)
        }
        for day in ["2026-03-01", "2026-03-05", "2026-03-09", "2026-03-12"] {
            try PurchaseHistory.buy([bread], on: date(day), in: database)
        }
        for day in ["2026-03-02", "2026-03-09"] { try PurchaseHistory.buy([cheese], on: date(day), in: database) }
        // A second trip the same day counts that day once
        try PurchaseHistory.buy([milk], on: date("2026-03-13"), in: database)

        // When asked on 21 March
        let due = try ShoppingSuggestions.due(in: database, today: noon("2026-03-21"), limit: 10)

        // Then bread (9 days, every 4: 2.25 intervals) comes before milk (8 days, every 6), cheese not at all
        #expect(due.map(\.name) == ["rye bread test", "milk test"])
        let milkDue = try #require(due.last)
        #expect(milkDue.reason == "every 6 days, last bought 8 days ago")
        #expect(milkDue.intervalDays == 6 && milkDue.daysSinceLastBought == 8 && milkDue.purchaseDays == 3)
        #expect(milkDue.lastBought == date("2026-03-13") && milkDue.foodId == milk.id)
        #expect(milkDue.category == .milkProducts)
        #expect(due.first?.reason == "every 4 days, last bought 9 days ago")
        #expect(due.first?.category == .breadProducts)
        // The limit keeps the most overdue
        #expect(try ShoppingSuggestions.due(in: database, today: noon("2026-03-21"), limit: 1).map(\.name)
            == ["rye bread test"])
    }

    @Test func aFoodAnUncheckedItemNamesIsNotSuggestedUntilTheItemIsChecked() throws {
        // Given butter bought every 7 days, last 10 days ago, and "Butter Test" on a list
        let butter = try food("butter test", .dairy)
        for day in ["2026-03-01", "2026-03-08", "2026-03-15"] {
            try PurchaseHistory.buy([butter], on: date(day), in: database)
        }
        let list = try database.createShoppingList(name: "Weekly")
        let item = try #require(
            try database.addShoppingItem(NewShoppingItem(customName: "Butter Test"), toList: list.summary.id))

        // Then it is not suggested while the item is open
        #expect(try ShoppingSuggestions.due(in: database, today: noon("2026-03-25")).isEmpty)

        // And it is once the item is checked
        _ = try database.updateShoppingItem(item.id, inList: list.summary.id, ShoppingItemChange(checked: true))
        #expect(try ShoppingSuggestions.due(in: database, today: noon("2026-03-25")).map(\.name) == ["butter test"])
    }

    @Test func oneLongGapBarelyMovesTheMedian() {
        // Given apples every 7 days but for one 30-day holiday: gaps 7, 7, 30, 7 (the mean would be 12.75)
        let history = [
            FoodPurchaseDays(
                foodId: 1, name: "apples", category: .produce,
                days: ["2026-01-01", "2026-01-08", "2026-01-15", "2026-02-14", "2026-02-21"].map(date)),
        ]

        // Then they are due 8 days after the last purchase
        let due = ShoppingSuggestions.due(history: history, onLists: [], today: date("2026-03-01"))
        #expect(due.map(\.reason) == ["every 7 days, last bought 8 days ago"])
        #expect(due.first?.category == .vegetablesAndFruits)
        // Not a day before the interval has passed, and with an even count of gaps the median is their middle
        #expect(ShoppingSuggestions.due(history: history, onLists: [], today: date("2026-02-27")).isEmpty)
        #expect(ShoppingSuggestions.due(history: history, onLists: [], today: date("2026-02-28")).count == 1)
        let uneven = FoodPurchaseDays(
            foodId: 2, name: "eggs", category: .dairy, days: ["2026-01-01", "2026-01-05", "2026-01-10"].map(date))
        #expect(ShoppingSuggestions.due(history: [uneven], onLists: [], today: date("2026-01-15")).first?.reason
            == "every 4.5 days, last bought 5 days ago")
    }

    @Test func aLapsedHabitAndAListedPluralAreLeftOut() {
        let weekly = FoodPurchaseDays(
            foodId: 1, name: "egg", category: .dairy, days: ["2026-01-01", "2026-01-08", "2026-01-15"].map(date))
        // 28 days (4 intervals) is still due; 29 is a habit given up
        #expect(ShoppingSuggestions.due(history: [weekly], onLists: [], today: date("2026-02-12")).count == 1)
        #expect(ShoppingSuggestions.due(history: [weekly], onLists: [], today: date("2026-02-13")).isEmpty)
        // "Eggs" on a list names the food "egg"
        #expect(ShoppingSuggestions.due(history: [weekly], onLists: ["Eggs"], today: date("2026-01-25")).isEmpty)
    }
}
