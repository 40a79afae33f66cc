import Foundation
import LarderStore
import Testing

struct UsageMonthTests {
    @Test func aMomentBelongsToItsUTCMonth() throws {
        // 2025-12-31 23:59:59.999 UTC, and a millisecond later
        let lastMoment = Date(timeIntervalSince1970: 1_767_225_599.999)
        #expect(UsageMonth(containing: lastMoment).description == "2025-12")
        #expect(UsageMonth(containing: lastMoment.addingTimeInterval(0.001)).description == "2026-01")
    }

    @Test func aMonthRunsFromItsFirstInstantToTheNextMonthsAcrossTheYear() throws {
        let december = try #require(UsageMonth("2025-12"))
        #expect(december.interval.start == Date(timeIntervalSince1970: 1_764_547_200))
        #expect(december.interval.end == Date(timeIntervalSince1970: 1_767_225_600))
        let february = try #require(UsageMonth("2024-02"))
        #expect(february.interval.end.timeIntervalSince(february.interval.start) == 29 * 86_400)
    }
}
