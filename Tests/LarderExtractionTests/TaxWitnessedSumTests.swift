import LarderCore
import LarderTestSupport
import Testing

@testable import LarderExtraction

/// A total read with one digit wrong gives way to the articles' sum when the tax the receipt prints is what the sum
/// includes, to the cent, and not what the total would.
struct TaxWitnessedSumTests {
    /// A Malaysian restaurant bill (as sroie-dev 020 prints it): five dishes of 54.50, one with its name wrapped onto a
    /// row without a price, the tax they include, and a total line whose first digit OCR misread.
    private func bill(total: String, tax: String) -> String {
        """
        RESTORAN MAJU
        12/03/2018 13:05
        BRAISED PORK 2.0 7.00 14.00
        RICE WITH PEANUT
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

    /// A dated receipt of a small shop with `lines` below its header.
    private func shopReceipt(_ lines: [String]) -> ExtractedReceipt {
        receipt((["KEDAI RUNCIT", "12/03/2018 13:05"] + lines).joined(separator: "\n"))
    }

    @Test func theIncludedTaxWitnessesTheArticlesAgainstATotalOneDigitOff() {
        let read = receipt(bill(total: "64.50", tax: "3.08"))

        #expect(read.totalCents == 5450)
        #expect(read.items.reduce(0) { $0 + $1.priceCents } == 5450)
        // The wrapped name joins its dish once the prices add up, and the receipt is proven.
        #expect(read.items.count == 5)
        let lines = bill(total: "64.50", tax: "3.08").split(separator: "\n").map(String.init)
        #expect(ReceiptReader.provesItsTotal(ReceiptText.recognized(lines)) == true)
    }

    @Test func aTaxThatFitsOnlyTheTotalKeepsIt() {
        // 6 % included in 64.50 is 3.65: the tax says the total was read right, and an article is missing
        #expect(receipt(bill(total: "64.50", tax: "3.65")).totalCents == 6450)
    }

    @Test func aTaxThatFitsBothSaysNothing() {
        // 0.57 is 6 % included in the articles' 10.00 and 5 % included in a total of 12.00
        let lines = ["TEH TARIK 6.00", "ROTI CANAI 4.00", "Total GST 0.57", "Total Sales (inclusive of GST) 12.00"]
        #expect(shopReceipt(lines).totalCents == 1200)
    }

    @Test func aCashRoundingIsNoMisreadDigit() {
        // The tax is the share of the bill before rounding (54.52: 3.086), not of the rounded 54.50 that was paid
        // (3.0849): two cents apart, no tax tells a slip from a rounding
        let lines = [
            "NASI LEMAK 30.00", "TEH TARIK 24.52", "Total GST 3.09", "Rounding Adj -0.02",
            "Total Sales (inclusive of GST) 54.50",
        ]
        #expect(shopReceipt(lines).totalCents == 5450)
    }

    @Test func aTaxChargedOnTopAtAnUnusualRateKeepsTheTotal() {
        // 7.25 % sales tax on 2.69 is 0.20 (and 0.20 happens to be 8 % included in 2.69): the total is 2.69 + 0.20
        let lines = ["COFFEE 1.50", "DONUT 1.19", "SUBTOTAL 2.69", "SALES TAX 0.20", "TOTAL 2.89"]
        #expect(shopReceipt(lines).totalCents == 289)
    }

    @Test func aPaymentRepeatingTheTotalKeepsIt() {
        #expect(receipt(bill(total: "64.50", tax: "3.08") + "\nVISA 64.50").totalCents == 6450)
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

    @Test(arguments: [(5450, 6450, true), (5450, 5450, false), (5450, 6451, false), (990, 1090, false),
        (2016, 2018, true)])
    func oneDigitApart(one: Int, other: Int, apart: Bool) {
        #expect(DigitSlips.differInOneDigit(one, other) == apart)
    }
}
