import Foundation
import LarderCore
import LarderLLM
import LarderPipeline
import LarderTestSupport
import Testing

@testable import LarderOCR

/// The receipt's arithmetic sends single amounts back to Tesseract: a misread price is read again from its own
/// crop of the real image, and the re-read is kept only when the articles then add up to the total.
struct AmountRereadingTests {
    let image = Fixtures.testReceipts.appendingPathComponent("lidl-01.jpg")

    /// The real reading of the image, its pages and an engine to read again with.
    func read() async throws -> (reading: RecognizedText, pages: [LeptonicaImage], engine: TesseractEngine) {
        let reading = try await OCRWorker(configuration: .receipts).recognize(imageAt: image)
        let pages = try LeptonicaImage.decodePages(
            of: Data(contentsOf: image), named: image.path, limits: OCRConfiguration().decodingLimits)
        let engine = try TesseractEngine(languages: "deu+eng", tessdataPath: nil, pageSegmentationMode: 4)
        return (reading, pages, engine)
    }

    /// The reading with the price nearest the page's middle changed by one digit, as OCR misreads it. (Boxes
    /// are mapped back without the page's deskewing, so they are truest near the middle, where it turns.)
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
        let (reading, pages, engine) = try await read()
        try #require(OfflineLLMService.provesItsTotal(reading) == true)
        let (misread, printed) = try await misreadingOnePrice(of: reading, pages: pages)
        #expect(OfflineLLMService.provesItsTotal(misread) == false)

        // When its amounts are read again
        let rereader = AmountRereader(engine: engine, pages: pages) { OfflineLLMService.provesItsTotal($0) }
        let mended = try #require(try rereader.balanced(misread))

        // Then the printed price is back and the receipt adds up again
        #expect(mended.text.contains(printed))
        #expect(OfflineLLMService.provesItsTotal(mended) == true)
    }

    @Test func aProvenReadingIsLeftAlone() async throws {
        let (reading, pages, engine) = try await read()
        let rereader = AmountRereader(engine: engine, pages: pages) { OfflineLLMService.provesItsTotal($0) }
        #expect(try rereader.balanced(reading) == nil)
    }

    @Test func theFewestRereadsThatProveTheReadingWin() {
        // Given three re-read amounts of which the second alone proves the receipt, and the first with the third
        let chosen = AmountRereader.smallestProvenChange(among: [1, 2, 3]) { $0 == [2] || $0 == [1, 3] }
        #expect(chosen == [2])
        // Two single re-reads that each prove it are a tie: neither is taken.
        #expect(AmountRereader.smallestProvenChange(among: [1, 2, 3]) { $0 == [1] || $0 == [3] } == nil)
        #expect(AmountRereader.smallestProvenChange(among: [Int]()) { _ in true } == nil)
    }

    @Test func choosesEveryCombinationOnce() {
        #expect(AmountRereader.combinations(of: 4, size: 2) == [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]])
        #expect(AmountRereader.combinations(of: 2, size: 3).isEmpty)
    }
}
