import Foundation
import LarderCore
import LarderExtraction
import LarderLLM
import LarderPipeline
import LarderTestSupport
import Testing

@testable import LarderOCR

/// Prices a page's reading garbled into letters, and prices on a photo's grey paper, read again from their own
/// crops of real images.
struct GarbledPriceRereadingTests {
    func fixture(_ image: URL) async throws -> RereadingFixture {
        var configuration = OCRConfiguration.receipts
        configuration.rereadsAmounts = false
        return try await RereadingFixture(image: image, configuration: configuration)
    }

    func rereader(of fixture: RereadingFixture) throws -> AmountRereader {
        let engine = try TesseractEngine(languages: "deu+eng", tessdataPath: nil, pageSegmentationMode: 4)
        return AmountRereader(engine: engine, pages: fixture.pages, turns: fixture.turns) {
            ReceiptReader.provesItsTotal($0)
        }
    }

    @Test func aPriceOnAPhotosGreyPaperFramedInThatGreyIsReadAgainAsPrinted() async throws {
        // Given a phone photo of a receipt (paper lit to a grey, in perspective) and its reading's prices that the
        // ground truth confirms
        let image = Fixtures.testReceipts.appendingPathComponent("photos/dm-01-photo.jpg")
        let truth = try JSONDecoder().decode(
            GroundTruth.self, from: Data(contentsOf: image.deletingPathExtension().appendingPathExtension("json")))
        let fixture = try await fixture(image)
        let rereader = try rereader(of: fixture)
        let truePrices = Set(
            truth.items.map { Money.cents(fromAmount: $0.price) } + [Money.cents(fromAmount: truth.total)])
        let prices = fixture.priceWords(worth: truePrices).map { fixture.reading.words[$0] }
        try #require(prices.count >= 5)

        // When each is read again from its crop, smoothed and thickened as the re-reader reads a printed amount,
        // framed as it frames it
        for price in prices {
            for treatment in [LinePrint.smoothed, .thickened] {
                let crop = AmountRereader.amountBox(of: price).onPageAsItCame(
                    turnedBy: fixture.turns[0], pageWidth: fixture.pages[0].width, pageHeight: fixture.pages[0].height)
                let reread = try #require(
                    try rereader.engine.rereadLine(
                        in: fixture.pages[0], box: crop, characters: AmountRereader.amountCharacters,
                        treatment: treatment, frame: .paper))

                // Then it reads as printed, and Tesseract is sure of it (framed in white, some came back empty or
                // misread: `165` for `1,65`, `2,9` for `2,49`)
                #expect(AmountRereader.amount(in: reread).map { AmountRereader.sameValue($0, price.text) } == true,
                    "\(price.text) read as \(reread.text) (\(treatment))")
                #expect(reread.confidence >= AmountRereader.minimumConfidence, "\(price.text) read as \(reread)")
            }
        }
    }

    @Test func pricesGarbledIntoLettersAreReadFromTheirRows() async throws {
        // Given a proven reading of a real receipt in which OCR garbled the first article's price and the one
        // nearest the page's middle into letters, where the prices stand
        let fixture = try await fixture(Fixtures.testReceipts.appendingPathComponent("lidl-01.jpg"))
        let reading = fixture.reading
        try #require(ReceiptReader.provesItsTotal(reading) == true)
        let articlePrices = Set(
            try await OfflineLLMService().extractReceipt(from: reading).items.map(\.priceCents))
        let prices = fixture.priceWords(worth: articlePrices)
        let first = try #require(prices.min { reading.words[$0].box.y < reading.words[$1].box.y })
        let middle = fixture.pages[0].height / 2
        let central = try #require(prices.filter { $0 != first }.min {
            abs(reading.words[$0].box.y - middle) < abs(reading.words[$1].box.y - middle)
        })
        var garbled = reading
        garbled.words[first].text = "Rae!"
        garbled.words[central].text = "Lidia"
        garbled.text = RecognizedText.joinedText(of: garbled.words)
        #expect(ReceiptReader.provesItsTotal(garbled) == false)

        // When its amounts are read again
        let mended = try #require(try rereader(of: fixture).balanced(garbled))

        // Then both prices are back in place of the letters, as the last words of their rows, and the receipt
        // adds up again
        #expect(mended.words.count == reading.words.count)
        for index in [first, central] {
            #expect(AmountRereader.sameValue(mended.words[index].text, reading.words[index].text),
                "\(reading.words[index].text) read as \(mended.words[index].text)")
        }
        #expect(ReceiptReader.provesItsTotal(mended) == true)
    }

    @Test func twoTreatmentsThatAgreeOutvoteTheFirst() {
        let reads: [LinePrint: String] = [.asPrinted: "1,59", .smoothed: "1,39", .thickened: "1,39"]
        #expect(AmountRereader.agreedAmount { reads[$0] } == "1,39")
        // Two reads of one number agree whatever their decimal mark.
        let marks: [LinePrint: String] = [.asPrinted: "1,59", .smoothed: "1.39", .thickened: "1,39"]
        #expect(AmountRereader.agreedAmount { marks[$0] } == "1,39")
        // and the first two agreeing so need no third read.
        var treatments: [LinePrint] = []
        let firstTwo: [LinePrint: String] = [.asPrinted: "2.49", .smoothed: "2,49"]
        #expect(AmountRereader.agreedAmount { treatments.append($0); return firstTwo[$0] } == "2.49")
        #expect(treatments == [.asPrinted, .smoothed])
        // Without agreement the first amount read stands: a faint price may be read by one treatment only.
        #expect(AmountRereader.agreedAmount { $0 == .smoothed ? "0,99" : nil } == "0,99")
        let disagreeing: [LinePrint: String] = [.asPrinted: "2,49", .smoothed: "2,19", .thickened: "2,79"]
        #expect(AmountRereader.agreedAmount { disagreeing[$0] } == "2,49")
        #expect(AmountRereader.agreedAmount { _ in nil } == nil)
    }
}
