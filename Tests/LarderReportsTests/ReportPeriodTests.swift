import LarderCore
import LarderReports
import Testing

@Suite struct ReportPeriodTests {
    @Test func aWeekRunsMondayToSundayAndFollowsTheWeekBefore() {
        let week = ReportPeriod.week(containing: ReceiptDate(iso: "2024-03-13")!)

        #expect(week.start.iso == "2024-03-11")
        #expect(week.end.iso == "2024-03-17")
        #expect(week.days == 7)
        #expect(week.previous.start.iso == "2024-03-04")
        #expect(week.previous.end.iso == "2024-03-10")
    }

    @Test func aWeekMayCrossTheNewYear() {
        // 31 December 2024 is a Tuesday; its ISO week is 2025-W01.
        let week = ReportPeriod.week(containing: ReceiptDate(iso: "2024-12-31")!)

        #expect(week.start.iso == "2024-12-30")
        #expect(week.end.iso == "2025-01-05")
    }

    @Test func aLeapFebruaryHas29DaysAndItsPreviousPeriodIsAs29DaysLong() {
        let february = ReportPeriod.month(containing: ReceiptDate(iso: "2024-02-10")!)

        #expect(february.start.iso == "2024-02-01")
        #expect(february.end.iso == "2024-02-29")
        #expect(february.days == 29)
        // Same length, not the calendar month before: 3 January to 31 January.
        #expect(february.previous.start.iso == "2024-01-03")
        #expect(february.previous.end.iso == "2024-01-31")
    }

    @Test func aRangeCountsBothEnds() {
        let range = ReportPeriod(start: ReceiptDate(iso: "2024-03-30")!, end: ReceiptDate(iso: "2024-04-02")!)

        #expect(range.days == 4)
        #expect(range.previous.description == "2024-03-26 to 2024-03-29")
        #expect(range.weekStarts.map(\.iso) == ["2024-03-25", "2024-04-01"])
    }
}
