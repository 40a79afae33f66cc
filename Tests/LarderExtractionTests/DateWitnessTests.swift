import LarderCore
import Testing

@testable import LarderExtraction

/// Dates mended by what else the receipt prints: a document number that carries the day, and eight digits that
/// lost their separators.
struct DateWitnessTests {
    private func date(_ text: String) -> ReceiptDate? {
        ReceiptDateParser.date(in: ReceiptLayout.rows(ofText: text))
    }

    @Test func anInvoiceNumberOfTheDayMendsOneDigitOfTheYear() {
        // Given a date whose year OCR misread by one digit, and an invoice numbered by the day (sroie 031)
        let receipt = "Invoice No: 2018030610160\n06/03/2016 20:01 1010 008"

        // Then the invoice's year is the date's
        #expect(date(receipt) == ReceiptDate(year: 2018, month: 3, day: 6))
    }

    @Test(arguments: [
        // another day in the number
        "Invoice No: 2018030710160\n06/03/2016 20:01",
        // a year more than one digit away
        "Invoice No: 2021030610160\n06/03/2016 20:01",
        // a year after this one
        "Invoice No: 2096030610160\n06/03/2016 20:01",
        // the day inside a longer number, not opening it
        "Trace No: 4412018030610\n06/03/2016 20:01",
        // a voucher's expiry
        "Voucher valid until 20170306\n06/03/2016 20:01",
    ])
    func aNumberThatIsNoWitnessLeavesTheDate(receipt: String) {
        #expect(date(receipt) == ReceiptDate(year: 2016, month: 3, day: 6))
    }

    @Test func eightDigitsOpeningARowAreTheDateOfAReceiptWithoutOne() {
        // Given a date line whose slashes OCR lost, beside a garbled receipt number (sroie 076)
        let receipt = "LIAN HING STATIONERY SDN BHD\n27032018 Ne CS 20243\nCasteli 1 SR 12.00\nTotal 12.00"

        // Then it is the date
        #expect(date(receipt) == ReceiptDate(year: 2018, month: 3, day: 27))
    }

    @Test(arguments: [
        // an article code that is no day
        "40123456 MILCH\nSUMME 1,00",
        // a priced row's code
        "27032018 KAFFEE 4,99\nSUMME 4,99",
        // a year of no receipt
        "27031899 MILCH\nSUMME 1,00",
    ])
    func eightDigitsThatAreNoDateAreNone(receipt: String) {
        #expect(date(receipt) == nil)
    }

    @Test func eightDigitsDoNotOverruleAPrintedDate() {
        // Given a receipt with its date printed, and an article code that reads as another day
        let receipt = "12052019 MILCH\nDatum 03.04.2020 09:53"

        // Then the printed date stands
        #expect(date(receipt) == ReceiptDate(year: 2020, month: 4, day: 3))
    }
}
