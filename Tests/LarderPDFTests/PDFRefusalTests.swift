import Foundation
import LarderPDF
import LarderTestSupport
import Testing

/// PDFs Larder must refuse with a clear, typed error, and quickly: never a hang, never a crash.
@Suite struct PDFRefusalTests {
    func refusal(_ data: Data) -> PDFError? {
        do {
            _ = try PDFReader.pages(of: data, named: "receipt.pdf")
            return nil
        } catch {
            return error as? PDFError
        }
    }

    @Test func anEmptyFileIsRefusedAsEmpty() {
        #expect(refusal(Data())?.code == .emptyFile)
    }

    @Test func garbageAfterThePDFHeaderIsRefusedAsDamaged() {
        let error = refusal(Data("%PDF-1.7\nthis is not a PDF body at all\n".utf8))
        #expect(error?.code == .damaged)
        #expect(error?.description.contains("receipt.pdf") == true)
    }

    @Test func aPDFCutOffAfterItsHeaderIsRefusedAsDamaged() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Fixtures.pdfReceipt("rewe-ebon-01.pdf")))
        #expect(refusal(data.prefix(40))?.code == .damaged)
    }

    @Test func aPasswordProtectedPDFIsRefusedAsEncrypted() throws {
        // Given the eBon encrypted with a user password (see Tools/pdf-receipts/make_pdfs.py)
        let data = try Data(contentsOf: URL(fileURLWithPath: Fixtures.pdfReceipt("rewe-ebon-01-encrypted.pdf")))

        let error = refusal(data)

        #expect(error?.code == .encrypted)
        #expect(error?.message.contains("password") == true)
    }

    // The time limits guard against a hang, not for speed: on a loaded CI machine (2 cores, benchmarks beside the
    // suite) a debug build took over a minute for what takes seconds alone.
    @Test(.timeLimit(.minutes(5))) func tenThousandPagesAreRefusedBeforeAnyIsRead() {
        // Given a small file declaring 10,000 pages
        let data = MinimalPDF.blankPages(10_000).data

        // When it is read, then it is refused by its page count
        let error = refusal(data)
        #expect(error?.code == .tooManyPages)
        #expect(error?.message.contains("10000 pages") == true)
    }

    @Test func aPageLargerThanAnyPaperIsRefused() {
        // Given one page 20 metres long (56,693 points)
        let data = MinimalPDF(pages: [.init(width: 227, height: 56_693)]).data

        #expect(refusal(data)?.code == .pageTooLarge)
    }

    @Test func aPageWithoutTextTooLargeToRenderIsRefusedBeforeRendering() throws {
        // Given a blank page of 100 × 100 inches: within the page limit, but 900 million pixels at 300 dpi
        let data = MinimalPDF(pages: [.init(width: 7_200, height: 7_200)]).data

        // When it is read with the default pixel limit (60 million)
        let error = refusal(data)

        #expect(error?.code == .pageTooLarge)
        #expect(error?.message.contains("rendered") == true)
    }

    @Test(.timeLimit(.minutes(5))) func pagesWithoutTextTooLargeTogetherAreRefusedBeforeTheLastIsRendered() throws {
        // Given five blank A4 pages (8.7 million pixels each at 300 dpi, 43.5 million together; five, not more: each
        // is rendered in full below, which a loaded machine's debug build takes seconds for) and a total limit of
        // 20 million: the first two pages fit, the third does not
        let data = MinimalPDF(pages: Array(repeating: .init(width: 595, height: 842), count: 5)).data
        let limits = PDFLimits(maxTotalRenderPixels: 20_000_000)

        // When it is read / Then it is refused for the pages' total, naming the setting to raise
        let error = #expect(throws: PDFError.self) { try PDFReader.pages(of: data, named: "receipt.pdf", limits: limits) }
        #expect(error?.code == .pageTooLarge)
        #expect(error?.message.contains("by page 3") == true && error?.message.contains("ocr.max_total_pixels") == true,
            "\(String(describing: error))")
        // And with the default limit the same file reads, every page rendered
        #expect(try PDFReader.pages(of: data, named: "receipt.pdf").count == 5)
    }
}
