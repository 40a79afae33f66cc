import Foundation
import LarderCore
import Testing

struct UTCDateTimeTests {
    /// Moments from 1901 to 2200, before and after 1970, a quarter of a millisecond off a whole one (so that the
    /// millisecond they round to does not hang on floating-point error), and the edges of days and leap years.
    static let moments: [Date] = {
        var generator = SystemRandomNumberGenerator()
        let edges: [TimeInterval] = [0.00025, -0.00075, 951_782_400.00025, 951_868_799.99925, -2_208_988_800.00025]
        return edges.map(Date.init(timeIntervalSince1970:)) + (0..<2000).map { _ in
            let milliseconds = Int64.random(in: -2_177_452_800_000...7_258_118_400_000, using: &generator)
            let quarter = Bool.random(using: &generator) ? 0.25 : 0.75
            return Date(timeIntervalSince1970: (TimeInterval(milliseconds) + quarter) / 1000)
        }
    }()

    @Test func writesWhatFoundationsISO8601StyleWrites() {
        let foundation = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        for moment in Self.moments {
            #expect(UTCDateTime(moment).iso8601 == moment.formatted(foundation), "\(moment.timeIntervalSince1970)")
        }
    }

    @Test func findsTheMomentOfEachDateAndTimeAgain() {
        for moment in Self.moments {
            let parts = UTCDateTime(moment)
            let again = UTCDateTime.date(
                year: parts.year, month: parts.month, day: parts.day, millisecondOfDay: parts.millisecondOfDay)
            #expect(again.map { UTCDateTime($0) } == parts, "\(moment.timeIntervalSince1970)")
        }
    }

    @Test func agreesWithFoundationsGregorianCalendarFrom1583() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(secondsFromGMT: 0))
        for moment in Self.moments + [Date(timeIntervalSince1970: -12_212_553_600)] {
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: moment)
            let ours = UTCDateTime(moment)
            #expect(
                [ours.year, ours.month, ours.day, ours.millisecondOfDay / 3_600_000, ours.millisecondOfDay / 60_000 % 60,
                 ours.millisecondOfDay / 1000 % 60] == [parts.year, parts.month, parts.day, parts.hour, parts.minute,
                 parts.second], "\(moment)")
        }
    }

    @Test func writesYearsBeforeOneWithTheirSign() throws {
        let moment = try #require(UTCDateTime.date(year: -1, month: 11, day: 28))
        #expect(UTCDateTime(moment).sqlText == "-0001-11-28 00:00:00.000")
    }

    @Test func refusesDatesThatDoNotExist() {
        #expect(UTCDateTime.date(year: 2023, month: 2, day: 29) == nil)
        #expect(UTCDateTime.date(year: 2024, month: 2, day: 29) != nil)
        #expect(UTCDateTime.date(year: 2024, month: 4, day: 31) == nil)
        #expect(UTCDateTime.date(year: 2024, month: 13, day: 1) == nil)
        #expect(UTCDateTime.date(year: 2024, month: 1, day: 1, millisecondOfDay: 86_400_000) == nil)
    }

    @Test func writesSQLitesDateAndTime() throws {
        let moment = try #require(UTCDateTime.date(year: 2026, month: 3, day: 7, millisecondOfDay: 3_723_004))
        #expect(UTCDateTime(moment).sqlText == "2026-03-07 01:02:03.004")
    }
}
