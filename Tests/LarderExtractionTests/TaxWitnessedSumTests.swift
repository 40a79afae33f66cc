import LarderCore
import Testing

@testable import LarderExtraction

/// A total read with one digit wrong gives way to the articles' sum when the tax the receipt prints is what the sum
/// includes, to the cent, and not what the total would.
struct TaxWitnessedSumTests {
    /// A Malaysian restaurant bill (as sroie-dev 020 prints it): five dishes of 54.50, the tax they include, and a
    /// total line whose first digit OCR misread.
    private func bill(total: String, tax: String) -> String {
        """
        RESTORAN MAJU
        12/03/2018 13:05
        BRAISED PORK 2.0 7.00 14.00
        ROAST PORK 1.0 12.00 12.00
        SOUR & SPICY 1.0 12.00 12.00
        JASMINE GREEN 2.0 2.30 4.60
        ROAST CHICKEN 1.0 11.90 11.90
        Total GST \(tax)
        Total Sales (inclusive of GST) \(total)
        """
    }

    private func receipt(_ text: String) -> ExtractedReceipt {
        ReceiptReader.read(ReceiptLayout.rows(ofText: text))
    }

    @Test func theIncludedTaxWitnessesTheArticlesAgainstATotalOneDigitOff() {
        let read = receipt(bill(total: "64.50", tax: "3.08"))

        #expect(read.totalCents == 5450)
        #expect(read.items.reduce(0) { $0 + $1.priceCents } == 5450)
    }

    @Test func aTaxThatFitsTheTotalKeepsIt() {
        // 6 % included in 64.50 is 3.65: the tax says the total was read right, and an article is missing
        #expect(receipt(bill(total: "64.50", tax: "3.65")).totalCents == 6450)
    }

    @Test func aTaxThatFitsBothSaysNothing() {
        // 0.57 is 6 % included in the articles' 10.00 and 5 % included in a total of 12.00
        let text = """
            KEDAI RUNCIT
            12/03/2018 13:05
            TEH TARIK 6.00
            ROTI CANAI 4.00
            Total GST 0.57
            Total Sales (inclusive of GST) 12.00
            """
        #expect(receipt(text).totalCents == 1200)
    }

    @Test func aTotalMoreThanOneDigitOffIsKept() {
        // 74.90 is no slip of one digit from 54.50: something else than a misread digit is wrong
        #expect(receipt(bill(total: "74.90", tax: "3.08")).totalCents == 7490)
    }

    @Test(arguments: [(308, 5450, true), (308, 6450, false), (307, 6450, true), (120, 749, true), (0, 0, false)])
    func anIncludedTaxIsTheRatesShareToTheCent(tax: Int, gross: Int, included: Bool) {
        // 5 % included in 64.50 is 3.0714, printed 3.07: 3.08 is a cent off, and no till prints it
        #expect(TaxArithmetic.isIncludedTax(tax, in: gross) == included)
    }

    @Test(arguments: [(5450, 6450, true), (5450, 5450, false), (5450, 6451, false), (990, 1090, false)])
    func oneDigitApart(one: Int, other: Int, apart: Bool) {
        #expect(ItemArithmetic.differsInOneDigit(one, other) == apart)
    }
}
