import LarderCore
import LarderPipeline
import Testing

/// A receipt is `done` only when its numbers are proven; everything else goes to review with the reason.
struct ReviewPolicyTests {
    let policy = ReviewPolicy()

    func receipt(prices: [Int], total: Int?, date: ReceiptDate? = ReceiptDate(iso: "2020-04-07"), warnings: [String] = [])
        -> ExtractedReceipt
    {
        ExtractedReceipt(
            store: StoreInfo(name: "Lidl"), date: date, currency: "EUR", totalCents: total,
            items: prices.map { ExtractedItem(name: "milk", originalText: "MILCH", priceCents: $0) },
            warnings: warnings)
    }

    func reading(confidence: Double) -> RecognizedText {
        RecognizedText(text: "MILCH 1,29", confidence: confidence, seconds: 0, pages: 1, words: [])
    }

    @Test func aProvenReceiptIsDoneEvenWhenOCRWasUnsure() {
        // Given articles that add up to the total, a date, and an OCR confidence of 55 (background print)
        let reasons = policy.reasonsForReview(of: receipt(prices: [129, 250], total: 379), ocr: reading(confidence: 55))

        // Then nothing needs a look
        #expect(reasons.isEmpty)
    }

    @Test func itemsThatMissTheTotalGoToReview() {
        // Given a remote model's reply that states no warning of its own but does not add up
        let reasons = policy.reasonsForReview(of: receipt(prices: [129, 250], total: 479), ocr: reading(confidence: 90))

        // Then the sum is the reason
        #expect(reasons == ["items add up to 3.79, total says 4.79"])
    }

    @Test func aDoubtOfTheReaderGoesToReviewWithTheConfidenceNamed() {
        // Given a reading that only adds up because a price was taken from the total
        let guessed = receipt(
            prices: [129, 250], total: 379, warnings: ["price of 'MILCH' unreadable; 2.50 taken from the total"])
        let reasons = policy.reasonsForReview(of: guessed, ocr: reading(confidence: 55))

        // Then it is reviewed, and the low confidence is named first
        #expect(reasons == ["OCR confidence 55 is below 70", "price of 'MILCH' unreadable; 2.50 taken from the total"])
    }

    @Test func aConfidenceJustBelowTheLimitIsNotShownAsTheLimit() {
        // Given a doubtful reading whose confidence rounds up to the limit
        let guessed = receipt(prices: [129], total: 129, warnings: ["shop name not found"])
        let reasons = policy.reasonsForReview(of: guessed, ocr: reading(confidence: 69.6))

        // Then the reason does not read "70 is below 70"
        #expect(reasons.first == "OCR confidence 69 is below 70")
    }

    @Test func aMissingDateOrTotalGoesToReview() {
        #expect(policy.reasonsForReview(of: receipt(prices: [129], total: 129, date: nil), ocr: reading(confidence: 90))
            == ["no date found"])
        #expect(policy.reasonsForReview(of: receipt(prices: [129], total: nil), ocr: reading(confidence: 90))
            == ["no total found"])
    }
}
