import Foundation
import LarderCore
import LarderLLM
import LarderOCR
import LarderPDF
import LarderPipeline
import LarderStore
import LarderTestSupport
import Testing

/// PDF receipts through the whole pipeline: real poppler, real Tesseract, the offline extractor, a real SQLite file.
@Suite(.serialized) struct PDFReceiptTests {
    let folder: TemporaryDirectory
    let database: LarderDatabase
    let recognizer: CountingRecognizer

    init() throws {
        folder = try TemporaryDirectory()
        database = try LarderDatabase.open(atPath: folder.path("larder.sqlite"))
        recognizer = CountingRecognizer(worker: try OCRWorker(configuration: .receipts))
    }

    func process(_ path: String, configuration: ReceiptPipeline.Configuration = .init()) async -> ProcessingOutcome {
        let pipeline = ReceiptPipeline(
            recognizer: recognizer, extractor: OfflineLLMService(), database: database, configuration: configuration)
        return await pipeline.process(fileAt: URL(fileURLWithPath: path))
    }

    @Test func theEBonIsReadFromItsTextLayerWithEveryLineQuantityAndWeightRight() async throws {
        // Given the REWE eBon and its ground truth
        let truth = try Fixtures.pdfTruth("rewe-ebon-01.pdf")

        // When it is processed
        let outcome = await process(Fixtures.pdfReceipt("rewe-ebon-01.pdf"))

        // Then it is stored as done, read from its text layer without any OCR
        #expect(outcome.status == .done, "\(outcome.error ?? "") \(outcome.reviewReasons)")
        #expect(await recognizer.calls == 0)
        #expect(outcome.ocr?.confidence == 100)
        let extraction = try #require(outcome.extraction)
        #expect(extraction.totalCents == Money.cents(fromAmount: truth.total))
        #expect(extraction.date?.iso == truth.date)
        #expect(extraction.store.name == truth.store.name)
        #expect(extraction.currency == truth.currency)
        // And every article is an item with its count, grams and price, in printed order
        #expect(extraction.items.map(\.originalText) == truth.items.map(\.originalText))
        for (item, expected) in zip(extraction.items, truth.items) {
            #expect(item.priceCents == Money.cents(fromAmount: expected.price), "\(expected.originalText)")
            // The reader leaves a single piece's quantity unset.
            #expect((item.quantity ?? 1) == expected.quantity, "\(expected.originalText)")
            // Grams printed on the receipt are read as stated; others are at most an estimate, never "stated".
            if let grams = expected.grams {
                #expect(item.grams == grams && item.gramsSource == .stated, "\(expected.originalText)")
            } else {
                #expect(item.gramsSource != .stated, "\(expected.originalText)")
            }
        }
        let receiptId = try #require(outcome.receiptId)
        let receipt = try #require(try database.receipt(id: receiptId))
        #expect(receipt.status == .done)
        #expect(receipt.ocrText?.contains("0,734 kg x 2,49 EUR/kg") == true)
    }

    @Test func aScanInAPDFIsReadByTheOCRWithItsTotalRight() async throws {
        let truth = try Fixtures.pdfTruth("aldi-nord-01-scan.pdf")

        let outcome = await process(Fixtures.pdfReceipt("aldi-nord-01-scan.pdf"))

        // The one page had no text, so it went through the OCR once, and the receipt adds up
        #expect(await recognizer.calls == 1)
        #expect([.done, .needsReview].contains(outcome.status), "\(outcome.error ?? "")")
        #expect(outcome.extraction?.totalCents == Money.cents(fromAmount: truth.total))
        #expect((outcome.ocr?.confidence ?? 100) < 100)
    }

    @Test func brokenPDFsFailWithAClearErrorAndAreRecordedAsFailed() async throws {
        let ebon = try Data(contentsOf: URL(fileURLWithPath: Fixtures.pdfReceipt("rewe-ebon-01.pdf")))
        let cases: [(name: String, data: Data, says: String)] = [
            ("cut.pdf", ebon.prefix(60), "cannot be read"),
            ("garbage.pdf", Data("%PDF-1.4\n\u{1}\u{2} nothing here\n".utf8), "cannot be read"),
            ("empty.pdf", Data(), "empty"),
        ]
        for (name, data, says) in cases {
            let path = try folder.write(data, to: name)

            let outcome = await process(path)

            #expect(outcome.status == .failed, "\(name)")
            #expect(outcome.error?.contains(says) == true, "\(name): \(outcome.error ?? "no error")")
            let receiptId = try #require(outcome.receiptId, "\(name)")
            let receipt = try #require(try database.receipt(id: receiptId))
            #expect(receipt.status == .failed)
        }
        #expect(await recognizer.calls == 1)  // only the empty file, which is no PDF, went to the OCR (which refused it)
    }

    @Test func anEncryptedPDFFailsSayingItNeedsAPassword() async throws {
        let outcome = await process(Fixtures.pdfReceipt("rewe-ebon-01-encrypted.pdf"))

        #expect(outcome.status == .failed)
        #expect(outcome.error?.contains("password") == true, "\(outcome.error ?? "")")
        #expect(await recognizer.calls == 0)
    }

    @Test func aPDFOverThePageLimitFailsBeforeAnyPageIsRead() async throws {
        // Given three blank pages and a limit of two
        let path = try folder.write(MinimalPDF.blankPages(3).data, to: "three.pdf")
        var configuration = ReceiptPipeline.Configuration()
        configuration.pdfLimits.maxPages = 2

        let outcome = await process(path, configuration: configuration)

        #expect(outcome.status == .failed)
        #expect(outcome.error?.contains("3 pages, more than the limit of 2") == true, "\(outcome.error ?? "")")
        #expect(await recognizer.calls == 0)
    }
}
