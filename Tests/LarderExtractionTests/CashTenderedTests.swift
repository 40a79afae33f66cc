import LarderCore
import Testing

@testable import LarderExtraction

/// The cash handed over, which less the change is what was paid, wherever OCR left its label unread.
struct CashTenderedTests {
    @Test func aPaymentRowIsTheCashHandedOver() {
        // Given a total line whose keyword OCR garbled, and a till that prints the tender as "Payment", a rounding
        // row between it and the change
        let rows = ReceiptLayout.rows(
            ofText: "Tota (nal, of GST 15.90\nPayment : 50.00\nRounding 0.00\nChange Due : 34.10")

        // Then the payment less the change, printed on the garbled line too, is the total
        #expect(TotalDetector.total(in: rows).cents == 1590)
    }

    @Test func theRowRightAboveTheChangeIsTheCashWhenItsLabelIsGarbled() {
        // Given a total line OCR misread by a digit (65.10 for 85.10), and a cash row whose label it misread too
        let rows = ReceiptLayout.rows(ofText: "Total 65.10\nNash N. 100.10\nCHANGE 15.00\nSR @ 6% 80.28 4.82")

        // Then the amount above the change was handed over, and the bill is the difference, which the tax row's
        // net and tax make too
        #expect(TotalDetector.total(in: rows).cents == 8510)
    }

    @Test func anUnlabelledAmountAboveTheChangeNeverBoundsTheTotal() {
        // Given a total line and an unlabelled amount above the change that is no cash (the cash row lost)
        let rows = ReceiptLayout.rows(ofText: "TOTAL 85.10\nNo. 50.00\nChange 14.90")

        // Then the total line stands, though it exceeds that amount
        #expect(TotalDetector.total(in: rows).cents == 8510)
    }

    // "Betrag" is the weakest total keyword, so that an amount wrongly taken for the cash would outvote it.
    @Test(arguments: [
        // A subtotal, a rounding, a voucher, a tax, a rate and a saving are no cash
        ("Betrag 9.90\nSub Total 30.90\nCHANGE 20.10", 990),
        ("Betrag 9.90\nRound Adj Amt 30.90\nCHANGE 20.10", 990),
        ("Betrag 9.90\nGift Voucher 30.90\nCHANGE 20.10", 990),
        ("Betrag 9.90\nSST 30.90\nCHANGE 20.10", 990),
        ("Betrag 9.90\nB 19% 30.90\nCHANGE 20.10", 990),
        ("Betrag 85.10\nYou saved 20.00\nChange 14.90", 8510),
        ("Betrag 85.10\nTotal Saving 20.00\nCHANGE DUE 14.90", 8510),
        // Nor is a row above a change of nothing, above a row that does not open with its change word (a deposit
        // returned), or above the total line
        ("Betrag 85.10\nNo. 5.00\nChange 0.00", 8510),
        ("Betrag 2,24\nNo. 1,99\nPfand zurück 0,25", 224),
        ("Ref 30.90\nCHANGE 20.10\nBetrag 9.90", 990),
    ])
    func rowsAboveTheChangeThatAreNoCash(text: String, cents: Int) {
        #expect(TotalDetector.total(in: ReceiptLayout.rows(ofText: text)).cents == cents)
    }
}
