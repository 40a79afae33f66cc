import LarderReports
import Testing

@Suite struct SpendingReportTests {
    /// Trip A's receipt says 10.50; trip B has no total, so its items' 4.00 stand in: 14.50 in two trips.
    @Test func totalsUseReceiptTotalsAndCountTheOnesMissing() throws {
        let fixture = try ReportFixture()

        let report = try SpendingReport(period: ReportFixture.week, grouping: .store, database: fixture.database)

        #expect(report.totalCents == 1450)
        #expect(report.trips == 2)
        #expect(report.receiptsWithoutTotal == 1)
        #expect(report.groups.map(\.key) == ["ALDI", "REWE"])
        #expect(report.groups.map(\.spentCents) == [1050, 400])
    }

    /// Categories sum item prices: dairy 4.00 + 2.50, pantry 3.00, household 2.00, produce 1.50, unknown 1.00.
    @Test func byCategorySumsItemsLargestFirst() throws {
        let fixture = try ReportFixture()

        let report = try SpendingReport(period: ReportFixture.week, grouping: .category, database: fixture.database)

        #expect(report.groups.map(\.key) == ["dairy", "pantry", "household", "produce", "uncategorised"])
        #expect(report.groups.map(\.spentCents) == [650, 300, 200, 150, 100])
        #expect(report.groups.first?.trips == 2)
    }

    /// 6 to 18 March holds trips C, A, B and D: 5.00 + 10.50 + 4.00 + 9.99.
    @Test func byTripAndMonthKeepDateOrder() throws {
        let fixture = try ReportFixture()
        let range = ReportPeriod(start: .init(iso: "2024-03-06")!, end: .init(iso: "2024-03-18")!)

        let trips = try SpendingReport(period: range, grouping: .trip, database: fixture.database)
        let months = try SpendingReport(period: range, grouping: .month, database: fixture.database)

        #expect(trips.groups.map(\.spentCents) == [500, 1050, 400, 999])
        #expect(trips.groups.first?.key.hasPrefix("2024-03-06") == true)
        #expect(months.groups.map(\.key) == ["2024-03"])
        #expect(months.groups.first?.spentCents == 2949)
        #expect(months.groups.first?.trips == 4)
    }
}
