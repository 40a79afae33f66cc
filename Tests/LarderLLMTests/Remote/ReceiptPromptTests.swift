import LarderCore
import LarderTestSupport
import Testing

@testable import LarderLLM

/// The receipt half of a request: numbered OCR lines with the food bank's closest foods.
struct ReceiptPromptTests {
    let matcher = FoodMatcher(foods: [
        MatchableFood(id: 7, name: "whole milk", category: .dairy, aliases: ["vollmilch"]),
        MatchableFood(id: 9, name: "bananas", category: .produce, aliases: ["bananen"]),
    ])

    @Test func articleLinesOfferTheirClosestFoodsAndAmountsOfferNone() {
        // Given OCR lines of milk, bananas and a price-only row
        let ocr = ReceiptText.recognized(["Vollmilch 3,5% 1L  1,09", "Bananen  0,99", "2,08"])

        // When the prompt is built with the food bank's matcher
        let text = ReceiptPrompt(ocr: ocr, matcher: matcher).receiptText

        // Then each article line is followed by its food, and the bare amount has no candidates
        #expect(text.contains("L1: Vollmilch 3,5% 1L  1,09\n  candidates: 7=whole milk\n"))
        #expect(text.contains("L2: Bananen  0,99\n  candidates: 9=bananas\n"))
        #expect(text.hasSuffix("L3: 2,08\n"))
    }

    @Test func withoutAMatcherOnlyTheLinesAreSent() {
        let text = ReceiptPrompt(ocr: ReceiptText.recognized(["Vollmilch 1,09"]), matcher: nil).receiptText

        #expect(text == "OCR text of the receipt:\nL1: Vollmilch 1,09\n")
    }
}
