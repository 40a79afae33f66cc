import Foundation
import LarderCore
import Testing

@Suite struct ReceiptDateTests {
    @Test func impossibleDaysAreRejected() {
        #expect(ReceiptDate(year: 2023, month: 2, day: 29) == nil)
        #expect(ReceiptDate(year: 2024, month: 2, day: 29) != nil)
        #expect(ReceiptDate(year: 1900, month: 2, day: 29) == nil)
        #expect(ReceiptDate(year: 2000, month: 2, day: 29) != nil)
        #expect(ReceiptDate(year: 2024, month: 4, day: 31) == nil)
        #expect(ReceiptDate(year: 2024, month: 13, day: 1) == nil)
        #expect(ReceiptDate(year: 2024, month: 1, day: 0) == nil)
    }

    @Test func isoRoundTripsWithZeroPadding() throws {
        let date = try #require(ReceiptDate(year: 2020, month: 4, day: 7))
        #expect(date.iso == "2020-04-07")
        #expect(ReceiptDate(iso: "2020-04-07") == date)
        #expect(ReceiptDate(iso: "2020-4-31") == nil)
        #expect(ReceiptDate(iso: "07.04.2020") == nil)
    }

    @Test func encodesAsAnISOStringInJSON() throws {
        let date = try #require(ReceiptDate(year: 2018, month: 12, day: 25))
        let data = try JSONEncoder().encode([date])
        #expect(String(decoding: data, as: UTF8.self) == #"["2018-12-25"]"#)
        #expect(try JSONDecoder().decode([ReceiptDate].self, from: data) == [date])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([ReceiptDate].self, from: Data(#"["2018-02-30"]"#.utf8))
        }
    }

    @Test func ordersByCalendar() throws {
        let earlier = try #require(ReceiptDate(year: 2019, month: 12, day: 31))
        let later = try #require(ReceiptDate(year: 2020, month: 1, day: 1))
        #expect(earlier < later)
    }
}
