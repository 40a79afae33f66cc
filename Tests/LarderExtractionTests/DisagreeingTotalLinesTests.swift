import LarderCore
import Testing

@testable import LarderExtraction

/// Total lines that contradict each other, settled by a witness of another kind that explains them all.
struct DisagreeingTotalLinesTests {
    @Test func aTaxRowsGrossExplainingBothTotalLinesIsTheTotal() {
        // Given a total before rounding and one after it, 48 cents apart, and a tax row whose net and tax make 31.45
        let text = "Total RM Incl. of GST 31.37\nRounding Adj -0.02\nTotal RM 31.85\nT @ 6% 29.67 1.78"

        // When the total is read
        let total = TotalDetector.total(in: ReceiptLayout.rows(ofText: text)).cents

        // Then the tax row's gross is the total: 31.85 is it with one digit misread, 31.37 is 31.47 (before the
        // rounding) with one digit misread
        #expect(total == 3145)
    }

    @Test func aSettledWitnessIsMovedOnlyByThePrintedRounding() {
        // Given two total lines a witness explains, the card payment 31.47, which is no multiple of 5 cents
        let text = "Total RM 31.45\nTotal RM 31.87\nVisa 31.47"

        // When the total is read
        let total = TotalDetector.total(in: ReceiptLayout.rows(ofText: text)).cents

        // Then it is the card payment, not the line 2 cents from it: no rounding is printed, and cards are not rounded
        #expect(total == 3147)
    }

    // Each expectation below is what the vote and the roundings after it give without the rule.
    @Test(arguments: [
        // Total lines that agree, or are no further apart than a rounding moves a total, stand against a witness a
        // digit from them
        ("Total RM 31.85\nTotal Rounded 31.85\nT @ 6% 29.67 1.78", 3185),
        ("Total RM 31.87\nRounding Adj -0.02\nTotal RM 31.85\nT @ 6% 29.67 1.78", 3185),
        // Two witnesses that each explain both lines are a guess again
        ("Total RM 42.10\nTotal RM 48.70\nVisa 42.70\nT @ 6% 45.38 2.72", 4870),
        // A subtotal is too weak a witness
        ("Total RM 42.10\nTotal RM 48.70\nSubtotal 42.70", 4870),
        // A discount between a total and the amount due makes two right lines a digit apart, which the tax table,
        // reading the total before the discount, explains
        ("Total Incl. GST 45.50\nDiscount -10.00\nNet Total 35.50\nAmount Due 35.50\nSR @ 6% 42.92 2.58", 3550),
    ])
    func totalLinesTheRuleLeavesToTheVote(text: String, cents: Int) {
        #expect(TotalDetector.total(in: ReceiptLayout.rows(ofText: text)).cents == cents)
    }

    @Test func linesFiveCentsApartDisagree() {
        // Given two total lines 5 cents apart, more than a rounding moves a total, and a card payment a digit from each
        let text = "Total RM 31.40\nTotal RM 31.45\nVisa 31.48"

        // When the total is read
        let total = TotalDetector.total(in: ReceiptLayout.rows(ofText: text)).cents

        // Then the card payment explains both
        #expect(total == 3148)
    }
}
