import LarderCore
import Testing

@testable import LarderLLM

/// Totals read through OCR noise, with the lines above the total as witnesses.
struct TotalArithmeticTests {
    private func total(_ text: String) -> Int? {
        TotalDetector.total(in: ReceiptLayout.rows(ofText: text)).cents
    }

    @Test func aTaxTableTotalRowDoesNotVoteForItsTax() {
        // Given a misread total line and, below it, the GST summary's "TOTAL" with net amount and tax
        let receipt = """
            SUB-TOTAL (EX) : 26.00
            TOTAL TAX 1.56
            ROUNDING -0.01
            TOTAL PATE 27.55
            SR 6.00 26.00 1.56
            TOTAL : 26.00 1.56
            """

        // Then the tax is not taken for the total
        #expect(total(receipt) == 2755)
    }

    @Test func subtotalTaxAndRoundingRebuildAGarbledTotal() {
        // Given a total line OCR turned to noise, and a tax line whose label is garbled but whose amount is 6%
        let receipt = """
            SUB-TOTAL Pr p> 144.68
            TOTAL T. 8.68
            ROUNDING. 2 LEN -0.01
            TOTA 2 2p, js 3.35
            """

        // Then the net subtotal, the tax and the rounding add up to the total
        #expect(total(receipt) == 15335)
    }

    @Test func roundingWhoseMinusOCRLostStillReachesFiveCents() {
        let receipt = """
            Total Sales (Excluding GST) : 31.03
            Discount : 0.00
            TotalGST : 1.65
            Rounding : 0.02
            """
        #expect(total(receipt) == 3270)
    }

    @Test func includedTaxIsNotAddedAgain() {
        // Given prices that include GST, with the tax only stated
        let receipt = """
            Total Amount: $8.20
            GST @6%: $0.46
            Nett Total: $8.20
            """

        // Then the printed total stands
        #expect(total(receipt) == 820)
    }

    @Test func readsAKeywordWhoseSpaceOCRDropped() {
        #expect(total("Plastic 2 15.50 34.00\nTotalAmount: \"37.00\nChange: 70.00") == 3700)
    }

    @Test(arguments: [
        ("12 01-19 21:13 SHOT ZKO9", "2019-01-12"), ("10Mar 20181824", "2018-03-10"),
        ("Date : 09/61/2019 8:01:11 PM", "2019-01-09"),
    ])
    func readsDatesWhoseSeparatorsOrDigitsOCRMangled(printed: String, iso: String) {
        #expect(ReceiptDateParser.dates(in: printed).first?.iso == iso)
    }
}
