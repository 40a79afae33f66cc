import Foundation
import LarderCore
import LarderReports
import LarderStore
import Testing

/// Money in different currencies is never added together: the reports count the currency most receipts name
/// and show each other currency apart.
@Suite struct CurrencyReportTests {
    /// The fixture's week (trips A and B, 13.00 EUR of items, no currency missing) plus a London trip of
    /// 6.00 GBP and a New York trip of 4.00 USD, both of food.
    private func fixtureWithTravel() throws -> ReportFixture {
        let fixture = try ReportFixture()
        try fixture.save("e", store: "Tesco", date: "2024-03-13", total: 600, currency: "GBP", items: [
            (ExtractedItem(name: "cheese", originalText: "CHEDDAR", grams: 200, priceCents: 600, category: .dairy),
             fixture.cheese),
        ])
        try fixture.save("f", store: "Whole Foods", date: "2024-03-14", total: 400, currency: "USD", items: [
            (ExtractedItem(name: "oats", originalText: "OATS", grams: 100, priceCents: 400, category: .pantry),
             fixture.oats),
        ])
        return fixture
    }

    @Test func theNutritionReportCountsOneCurrencyAndShowsTheOthersApart() throws {
        let fixture = try fixtureWithTravel()

        let report = try NutritionReport(period: ReportFixture.week, database: fixture.database)

        // Then spending is the euros alone (trips A and B: 10.00 + 4.00), and each other currency has its own sum
        #expect(report.summary.currency == "EUR")
        #expect(report.summary.spentCents == 1400)
        #expect(report.summary.otherSpending == [
            CurrencyAmount(currency: "GBP", cents: 600), CurrencyAmount(currency: "USD", cents: 400),
        ])
        #expect(report.summary.otherFoodSpending.map(\.cents) == [600, 400])
        // And nutrition counts every trip, whatever it cost in: the 200 g of cheese and 100 g of oats too
        let home = try ReportFixture()
        let withoutTravel = try NutritionReport(period: ReportFixture.week, database: home.database)
        #expect(report.summary.totals.kcal == withoutTravel.summary.totals.kcal + 2 * 350 + 400)
        // And the text and CSV show each currency in rows of its own, never one sum
        let spent = report.figures.filter { $0.measure == "spent" }.map { "\($0.unit) \($0.value)" }
        #expect(spent == ["EUR 14.0", "GBP 6.0", "USD 4.0"])
        #expect(report.text(isColoured: false).contains("GBP"))
        #expect(!report.text(isColoured: false).contains("24.00"))
    }

    @Test func theSpendingReportKeepsEachCurrencysTotalAndGroups() throws {
        let fixture = try fixtureWithTravel()

        let report = try SpendingReport(period: ReportFixture.week, grouping: .category, database: fixture.database)
        let byStore = try SpendingReport(period: ReportFixture.week, grouping: .store, database: fixture.database)

        // Then the total is the euros' (A's receipt total 10.50 and B's items 4.00), the rest apart
        #expect(byStore.currency == "EUR" && byStore.totalCents == 1450)
        #expect(byStore.otherTotals.map(\.currency) == ["GBP", "USD"] && byStore.otherTotals.map(\.cents) == [600, 400])
        #expect(byStore.text.contains("14.50 EUR, 6.00 GBP, 4.00 USD"))
        // And dairy bought in euros and in pounds are two groups
        let dairy = report.groups.filter { $0.key == "dairy" }
        #expect(Set(dairy.map(\.currency)) == ["EUR", "GBP"])
        #expect(dairy.first { $0.currency == "GBP" }?.spentCents == 600)
    }

    @Test func aReceiptThatNamedNoCurrencyCountsAsTheReports() throws {
        let fixture = try ReportFixture()
        try fixture.save("g", store: "Market", date: "2024-03-15", total: 300, currency: nil, items: [
            (ExtractedItem(name: "apples", originalText: "AEPFEL", priceCents: 300, category: .produce), nil),
        ])
        let report = try NutritionReport(period: ReportFixture.week, database: fixture.database)
        #expect(report.summary.currency == "EUR" && report.summary.spentCents == 1700)
        #expect(report.summary.otherSpending.isEmpty)
    }
}
