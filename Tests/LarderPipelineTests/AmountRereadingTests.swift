import Foundation
import LarderCore
import LarderExtraction
import LarderLLM
import LarderPipeline
import LarderTestSupport
import Testing

@testable import LarderOCR

/// The receipt's arithmetic sends single amounts back to Tesseract: a misread price is read again from its own
/// crop of the real image, and the re-read is kept only when the articles then add up to the total.
struct AmountRereadingTests {
    let image = Fixtures.testReceipts.appendingPathComponent("lidl-01.jpg")

    /// The real reading of the image (its amounts not re-read) and a re-reader of its pages.
    func read() async throws -> (reading: RecognizedText, pages: [LeptonicaImage], rereader: AmountRereader) {
        var configuration = OCRConfiguration.receipts
        configuration.rereadsAmounts = false
        let fixture = try await RereadingFixture(image: image, configuration: configuration)
        let engine = try TesseractEngine(languages: "deu+eng", tessdataPath: nil, pageSegmentationMode: 4)
        let rereader = AmountRereader(engine: engine, pages: fixture.pages, turns: fixture.turns) {
            ReceiptReader.provesItsTotal($0)
        }
        return (fixture.reading, fixture.pages, rereader)
    }

    /// The reading with the price nearest the page's middle changed by one digit, as OCR misreads it. (The middle
    /// is where a slightly curled page lies flattest.)
    func misreadingOnePrice(of reading: RecognizedText, pages: [LeptonicaImage]) async throws
        -> (RecognizedText, String)
    {
        var words = reading.words
        let articlePrices = Set(try await OfflineLLMService().extractReceipt(from: reading).items.map(\.priceCents))
        let prices = words.indices.filter { index in
            AmountRereader.looksLikeAmount(words[index].text) && words[index].box.x > pages[0].width / 2
                && Double(words[index].text.replacingOccurrences(of: ",", with: ".")).map {
                    articlePrices.contains(Int(($0 * 100).rounded()))
                } == true
                && words[index].text.first?.isNumber == true && words[index].text.first != "8"
        }
        let middle = pages[0].height / 2
        let index = try #require(prices.min { abs(words[$0].box.y - middle) < abs(words[$1].box.y - middle) })
        let printed = words[index].text
        words[index].text = "8" + printed.dropFirst()
        var misread = reading
        misread.words = words
        misread.text = RecognizedText.joinedText(of: words)
        return (misread, printed)
    }

    @Test func aMisreadPriceIsReadAgainUntilTheReceiptAddsUp() async throws {
        // Given a proven reading of a real receipt in which one price is then misread
        let (reading, pages, rereader) = try await read()
        try #require(ReceiptReader.provesItsTotal(reading) == true)
        let (misread, printed) = try await misreadingOnePrice(of: reading, pages: pages)
        #expect(ReceiptReader.provesItsTotal(misread) == false)

        // When its amounts are read again
        let mended = try #require(try rereader.balanced(misread))

        // Then the printed price is back and the receipt adds up again
        #expect(mended.text.contains(printed))
        #expect(ReceiptReader.provesItsTotal(mended) == true)
    }

    @Test func aPriceOCRDroppedIsReadFromItsRow() async throws {
        // Given a proven reading of a real receipt from which OCR dropped the price nearest the page's middle
        let (reading, pages, rereader) = try await read()
        try #require(ReceiptReader.provesItsTotal(reading) == true)
        let (misread, printed) = try await misreadingOnePrice(of: reading, pages: pages)
        var words = misread.words
        let dropped = try #require(words.indices.first { words[$0].text != reading.words[$0].text })
        words.remove(at: dropped)
        var withoutPrice = misread
        withoutPrice.words = words
        withoutPrice.text = RecognizedText.joinedText(of: words)
        #expect(ReceiptReader.provesItsTotal(withoutPrice) == false)

        // When the rows without a price are read again in the page's price column
        let mended = try #require(try rereader.balanced(withoutPrice))

        // Then the price is back in its row and the receipt adds up again
        #expect(mended.words.count == reading.words.count)
        let inserted = try #require(mended.words.indices.first { mended.words[$0] != withoutPrice.words[$0] })
        #expect(mended.words[inserted].line == reading.words[dropped].line)
        #expect(AmountRereader.sameValue(mended.words[inserted].text, printed))
        #expect(ReceiptReader.provesItsTotal(mended) == true)
    }

    @Test func aProvenReadingIsLeftAlone() async throws {
        let (reading, _, rereader) = try await read()
        #expect(try rereader.balanced(reading) == nil)
    }

    @Test func theFewestRereadsThatProveTheReadingWin() {
        // Given three re-read amounts of which the second alone proves the receipt, and the first with the third
        let chosen = AmountRereader.smallestProvenChange(among: [1, 2, 3], target: { $0 }) {
            $0 == [2] || $0 == [1, 3]
        }
        #expect(chosen == [2])
        // Two single re-reads that each prove it, but not together, are a tie: neither is taken.
        #expect(AmountRereader.smallestProvenChange(among: [1, 2, 3], target: { $0 }) { $0 == [1] || $0 == [3] } == nil)
        // Two that each prove it and prove it together too agree: both are taken.
        let agreeing = AmountRereader.smallestProvenChange(among: [1, 2, 3], target: { $0 }) {
            $0 == [1] || $0 == [3] || $0 == [1, 3]
        }
        #expect(agreeing == [1, 3])
        #expect(AmountRereader.smallestProvenChange(among: [Int](), target: { $0 }) { _ in true } == nil)
    }

    @Test func twoReadingsOfOneAmountAreNeverTakenTogether() {
        // Given two readings of the same word (tens 1x) and one of another (20): only 11 with 12 would prove it
        let chosen = AmountRereader.smallestProvenChange(among: [11, 12, 20], target: { $0 / 10 }) {
            Set($0) == [11, 12]
        }
        #expect(chosen == nil)
        // And all together means the first reading of each: 11 and 20
        var tried: [[Int]] = []
        _ = AmountRereader.smallestProvenChange(among: [11, 12, 20, 30, 40], target: { $0 / 10 }) {
            tried.append($0)
            return false
        }
        #expect(tried.last == [11, 20, 30, 40])
        #expect(!tried.contains { Set($0.map { $0 / 10 }).count < $0.count })
    }

    @Test(arguments: [
        ("2,69", 0.0, "2,69"), ("2,691", 56, "2,69"), ("2,69A", 0, "2,69"), ("0,25xC", 0, "0,25"), ("2,6941", 74, nil),
        ("12,345", 0, nil), ("2,691", 20, nil), ("0,512", 40, nil), ("2,69x8", 90, nil),
    ] as [(String, Double, String?)])
    func aReReadIsAnAmountByItsShapeAndConfidence(text: String, confidence: Double, amount: String?) {
        #expect(AmountRereader.amount(in: (text, confidence)) == amount)
    }

    @Test func choosesEveryCombinationOnce() {
        #expect(AmountRereader.combinations(of: 4, size: 2) == [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]])
        #expect(AmountRereader.combinations(of: 2, size: 3).isEmpty)
    }
}
