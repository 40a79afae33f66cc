import LarderCore
import LarderTestSupport
import Testing

@testable import LarderExtraction

/// The offline receipt reader on real tesseract output of real receipts.
struct ReceiptReaderTests {
    @Test func readsAGermanDiscounterReceiptPaidByCard() async throws {
        // Given tesseract's reading of a Lidl receipt with a card-terminal block after the total
        let ocr = try ReceiptText.fixture("lidl-card-payment")

        // When it is extracted
        let receipt = try ReceiptReader.receipt(from: ocr)

        // Then shop, date, currency, total and the six articles are read, and the card block adds none
        #expect(receipt.store.name == "Lidl")
        #expect(receipt.store.address?.contains("33100 Paderborn") == true)
        #expect(receipt.date == ReceiptDate(year: 2020, month: 4, day: 7))
        #expect(receipt.currency == "EUR")
        #expect(receipt.totalCents == 1569)
        #expect(receipt.items.count == 6)
        #expect(receipt.items.first?.priceCents == 179)
        #expect(receipt.items.map(\.priceCents).reduce(0, +) == 1569)
    }

    @Test func findsTheChainInTheSmallPrintWhenTheLogoIsUnreadable() async throws {
        // Given an Aldi receipt whose logo OCR turned into "Biorb abdhsck"
        let ocr = try ReceiptText.fixture("aldi-weighed-bananas")

        // When it is extracted
        let receipt = try ReceiptReader.receipt(from: ocr)

        // Then the chain comes from "Aldi GmbH & Co. KG" at the bottom, and the weighed bananas keep their weight
        #expect(receipt.store.name == "Aldi")
        #expect(receipt.date == ReceiptDate(year: 2020, month: 4, day: 25))
        #expect(receipt.totalCents == 1090)
        let bananas = try #require(receipt.items.first { $0.originalText.hasPrefix("BANANEN") })
        #expect(bananas.name == "loose bananas")
        #expect(bananas.grams == 158)
        #expect(bananas.gramsSource == .stated)
        #expect(bananas.priceCents == 19)
    }

    @Test func throwsEmptyInputOnlyWhenThereIsNothingToRead() async throws {
        // Given OCR output without any letter or digit
        let blank = RecognizedText(text: " \n ", confidence: 0, seconds: 0, pages: 1, words: [])

        // When / Then extraction fails with emptyInput
        #expect(throws: ExtractionError.self) { try ReceiptReader.receipt(from: blank) }
        do {
            _ = try ReceiptReader.receipt(from: blank)
        } catch let error as ExtractionError {
            #expect(error.code == .emptyInput)
            #expect(error.backend == "offline")
        }
    }

    @Test func leavesUnknownsNilAndSaysWhatIsMissing() async throws {
        // Given a scrap of text with no shop, date or total
        let ocr = ReceiptText.recognized(["danke"])

        // When it is extracted
        let receipt = try ReceiptReader.receipt(from: ocr)

        // Then nothing is invented and the warnings say so
        #expect(receipt.date == nil)
        #expect(receipt.totalCents == nil)
        #expect(receipt.currency == nil)
        #expect(receipt.items.isEmpty)
        #expect(receipt.warnings.contains("purchase date not found"))
        #expect(receipt.warnings.contains("total not found"))
    }

    @Test func readsPlainTextWithoutWordBoxes() async throws {
        // Given OCR output that carries only text
        let ocr = RecognizedText(
            text: "REWE Markt GmbH\nBUTTER 1,99 B\nSUMME EUR 1,99\nDatum 01.02.2021", confidence: 90, seconds: 0,
            pages: 1, words: [])

        // When it is extracted
        let receipt = try ReceiptReader.receipt(from: ocr)

        // Then the rows come from the text lines
        #expect(receipt.store.name == "REWE")
        #expect(receipt.totalCents == 199)
        #expect(receipt.items.map(\.name) == ["butter"])
        #expect(receipt.date == ReceiptDate(year: 2021, month: 2, day: 1))
    }
}
