import Foundation
import LarderCore
import Testing

/// `LocalDay` in the test process's own zone; the daemon's backup tests run it in two zones 25 hours apart.
struct LocalDayTests {
    @Test func isTheDayFoundationsLocalCalendarSees() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        // Every 7 hours over two years: both sides of midnight and of daylight-saving changes.
        for hours in stride(from: 0, to: 2 * 365 * 24, by: 7) {
            let moment = Date(timeIntervalSince1970: 1_700_000_000 + TimeInterval(hours) * 3600)
            let expected = calendar.dateComponents([.year, .month, .day], from: moment)
            let day = LocalDay(containing: moment)
            #expect([day.year, day.month, day.day] == [expected.year, expected.month, expected.day], "\(moment)")
        }
    }
}
