import LarderCore
import Testing

@testable import LarderExtraction

/// A total whose decimal mark OCR read as a space.
struct LostDecimalMarkTests {
    @Test func aTotalRowEndingInUnitsAndTwoDigitsHoldsTheTotal() {
        // Given a total line whose decimal point OCR lost, and a payment it could not read either
        let rows = ReceiptLayout.rows(ofText: "Subtotal 6 OC\nTotal !nm of GST 6 00\nPayment b OO\nChange Due 0.00")

        // Then the total is the units and cents the row ends in
        #expect(TotalDetector.total(in: rows).cents == 600)
    }

    @Test func anAmountReadWholeOutvotesOneSplitAtItsMark() {
        // Given a tax total misread as a total with its mark lost, and the total line read whole
        let rows = ReceiptLayout.rows(ofText: "Total 5ST : 726 34\nTOTAL 465.34")

        // Then the whole amount wins, though the split one comes first
        #expect(TotalDetector.total(in: rows).cents == 46534)
    }

    @Test func threeNumbersAtTheEndAreNoSplitAmount() {
        // Given a total whose thousands mark and decimal mark OCR both read as spaces (9,327.00)
        let rows = ReceiptLayout.rows(ofText: "GRAND TOTAL 9 327 00")

        // Then no amount is made of its last two numbers: 327.00 would be a tenth of it
        #expect(TotalDetector.total(in: rows).cents == nil)
    }
}
