import LarderCore
import Testing

@testable import LarderExtraction

/// Total lines that contradict each other, settled by a witness of another kind that explains them all.
struct DisagreeingTotalLinesTests {
    @Test func aTaxRowsGrossExplainingBothTotalLinesIsTheTotal() {
        // Given a total before rounding and one after it, 48 cents apart, and a tax row whose net and tax make 31.45
        let rows = ReceiptLayout.rows(
            ofText: "Total RM Incl. of GST 31.37\nRounding Adj -0.02\nTotal RM 31.85\nT @ 6% 29.67 1.78")

        // Then the tax row's gross is the total: 31.85 is it with one digit misread, 31.37 is 31.47 (before the
        // rounding) with one digit misread
        #expect(TotalDetector.total(in: rows).cents == 3145)
    }

    // A tie between the total lines goes to the larger amount, so each expectation below is what the vote gives.
    @Test(arguments: [
        // Total lines that agree, or differ by no more than a rounding, stand against a witness a digit from them
        ("Total RM 31.85\nTotal Rounded 31.85\nT @ 6% 29.67 1.78", 3185),
        ("Total RM 31.87\nRounding Adj -0.02\nTotal RM 31.85\nT @ 6% 29.67 1.78", 3185),
        // Two witnesses that each explain both lines are a guess again
        ("Total RM 42.10\nTotal RM 48.70\nVisa 42.70\nT @ 6% 45.38 2.72", 4870),
        // A subtotal is too weak a witness
        ("Total RM 42.10\nTotal RM 48.70\nSubtotal 42.70", 4870),
    ])
    func totalLinesTheRuleLeavesToTheVote(text: String, cents: Int) {
        #expect(TotalDetector.total(in: ReceiptLayout.rows(ofText: text)).cents == cents)
    }
}
