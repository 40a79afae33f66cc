import Foundation
import LarderCore

/// What a network backend sends for one receipt: a stable instruction prefix, then the receipt.
///
/// The prefix never changes between receipts, so providers can cache it (OpenAI does so by itself;
/// Claude is told with `cache_control`). Everything that varies comes after it.
struct ReceiptPrompt: Sendable, Hashable {
    /// The instructions, identical for every receipt.
    static let instructions = """
        You read grocery receipts for a household food bank. The user sends the OCR text of one receipt, \
        line by line as "L<number>: <text>", and under some lines the closest foods of the food bank as \
        "  candidates: <id>=<name>; ...".

        Record the receipt with the record_receipt schema:
        - store, address, date (YYYY-MM-DD), currency (ISO 4217) and total (the amount paid) as printed; \
        null when the receipt does not show them. Never invent values.
        - items: every purchased article line in printed order, including deposits (Pfand), and \
        discounts or returns as negative prices. Not: subtotals, totals, tax, payment, change, rounding.
        - original_text: the article line as printed, OCR errors included.
        - name: a short English name ("whole milk", "loose bananas").
        - quantity: pieces or packs when the receipt says so (e.g. "2 x 1,29"); price is then the line total.
        - grams: the line's total weight when printed ("500g", "0,512 kg") with grams_source "stated", or \
        a typical weight with "per_piece" or "category_default"; null for non-food items.
        - price: the amount in the currency, e.g. 1.29, after multiples.
        - category: one of the allowed values; non-food goods use household, personal_care, electronics \
        or other_non_food.
        - food_id: the id of the candidate that is the same food, or null when none is.
        Fix obvious OCR misreadings only when the arithmetic proves them: the prices must add up to the total.
        """

    /// One OCR line and the food-bank candidates the offline matcher found for it.
    struct Line: Sendable, Hashable {
        var text: String
        var candidates: [FoodMatch]
    }

    var lines: [Line]

    /// Builds the prompt from OCR output.
    /// - Parameter matcher: The food bank's matcher; without one, no candidates are offered.
    /// - Parameter candidatesPerLine: How many foods to offer per line; 3 keeps the prompt short.
    init(ocr: RecognizedText, matcher: FoodMatcher?, candidatesPerLine: Int = 3) {
        let texts = ocr.text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        lines = texts.map { text in
            let hasLetters = text.contains(where: \.isLetter)
            guard hasLetters, let matcher else { return Line(text: text, candidates: []) }
            // Half the match threshold keeps plausible misreadings and drops the noise a shop name draws.
            let candidates = matcher.candidates(for: [text], limit: candidatesPerLine)
                .filter { $0.confidence >= matcher.threshold / 2 }
            return Line(text: text, candidates: candidates)
        }
    }

    /// The user message: numbered lines, each followed by its candidates.
    var receiptText: String {
        var output = "OCR text of the receipt:\n"
        for (index, line) in lines.enumerated() {
            output += "L\(index + 1): \(line.text)\n"
            if !line.candidates.isEmpty {
                let listed = line.candidates.map { "\($0.foodId)=\($0.foodName)" }.joined(separator: "; ")
                output += "  candidates: \(listed)\n"
            }
        }
        return output
    }

    /// The follow-up message asking the model to fix its previous reply.
    static func repair(quoting problems: [String]) -> String {
        "Your reply cannot be stored: " + problems.joined(separator: "; ")
            + ". Answer again with the whole receipt, corrected, in the same schema."
    }
}
