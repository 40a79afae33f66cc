import LarderCore
import LarderExtraction
import LarderTestSupport
import Testing

/// The arithmetic OCR's referee judges readings by: do the articles come to the total, or has money been lost?
struct ReadingDoubtsTests {
    /// The doubts of a receipt with a date stamp under `lines`, so that only money is in question.
    private func doubts(_ lines: [String]) -> Int {
        ReceiptReader.doubts(in: ReceiptText.recognized(lines + ["12.03.2021 10:15"]))
    }

    @Test func aReceiptWhoseArticlesAddUpHasNoDoubts() {
        #expect(
            doubts(["ALDI", "BIO MUESLI           3,29 C", "BANANEN              1,49 C", "ZU ZAHLEN EURO       4,78"]) == 0)
    }

    @Test func pricesLostToBackgroundPrintAreDoubted() {
        // Given a receipt where OCR read two prices as noise (one alone would be taken from the total)
        let lines = [
            "ALDI", "BIO MUESLI           3,29 C", "BANANEN              pg)", "GUMMIBAERCHEN        n 0,9958",
            "ZU ZAHLEN EURO       5,97",
        ]

        // Then the articles no longer add up
        #expect(doubts(lines) == 2)
    }

    @Test func aPriceTakenFromTheTotalIsLostMoney() {
        // Given a receipt where OCR lost one price, which the reader then takes from the total
        let lines = ["ALDI", "BIO MUESLI           3,29 C", "BANANEN              pg)", "ZU ZAHLEN EURO       4,78"]

        // Then the reading is still doubted: its sum meets the total only because it was made to
        #expect(doubts(lines) == 2)
    }

    @Test func articlesAboveTheTotalAreNoLostMoney() {
        // A row taken for an article that is none: reading again would not find a hidden price.
        #expect(
            doubts(["ALDI", "BIO MUESLI           3,29 C", "BANANEN              1,49 C", "ZU ZAHLEN EURO       3,29"]) == 0)
    }

    @Test func aReadingWithoutATotalIsDoubtedMost() {
        #expect(doubts(["ALDI", "BIO MUESLI           3,29 C", "BANANEN              1,49 C"]) == 4)
        #expect(ReceiptReader.doubts(in: ReceiptText.recognized(["", "  "])) == 5)
    }

    @Test func aMissingDateIsADoubtThatWeighsLessThanLostMoney() {
        let addsUp = ["ALDI", "BIO MUESLI           3,29 C", "BANANEN              1,49 C", "ZU ZAHLEN EURO       4,78"]
        let short = ["ALDI", "BIO MUESLI           3,29 C", "BANANEN              pg)", "GUMMIBAERCHEN  n 0,9958",
            "ZU ZAHLEN EURO       5,97"]

        // A reading that adds up without a date is doubted, but less than one that lost money with its date found
        let undated = ReceiptReader.doubts(in: ReceiptText.recognized(addsUp))
        #expect(undated == 1)
        #expect(undated < doubts(short))
        #expect(ReceiptReader.doubts(in: ReceiptText.recognized(short)) == 3)
    }
}
