import Foundation
import LarderBarcode
import LarderCore
import LarderOCR
import LarderPDF
import LarderPipeline
import LarderTestSupport
import Testing

/// PDFs and barcodes read in a real `larder ocr-worker` process, so the daemon never opens what is dropped in its
/// inbox with poppler, cairo or ZBar itself: the same answers as in this process, errors that keep their type,
/// and a PDF that crashes its worker costing one attempt.
@Suite struct WorkerDocumentReadingTests {
    private func file(_ path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    @Test(arguments: ["rewe-ebon-01.pdf", "aldi-nord-01-scan.pdf"])
    func aWorkerReadsAPDFsPagesAsThisProcessDoes(_ name: String) async throws {
        // Given a PDF receipt (a text layer, or a scan rendered for OCR)
        let data = try file(Fixtures.pdfReceipt(name))

        // When its pages are read in a worker process and in this one
        let inWorker = try await WorkerProcessFixture.recognizer().pdfPages(of: data, named: name, limits: PDFLimits())
        let here = try PDFReader.pages(of: data, named: name, limits: PDFLimits())

        // Then they are the same pages: the same words and boxes, or the same rendered image
        #expect(inWorker.count == here.count && !here.isEmpty)
        for (worker, local) in zip(inWorker, here) {
            switch (worker, local) {
            case (.text(let workerText), .text(let localText)):
                #expect(workerText.text == localText.text && workerText.words == localText.words)
                #expect(!workerText.words.isEmpty)
            case (.rendered(let workerPNG), .rendered(let localPNG)):
                #expect(workerPNG == localPNG && workerPNG.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            default:
                Issue.record("the worker read \(worker) where this process read \(local)")
            }
        }
    }

    @Test func aPDFErrorCrossesThePipeWithItsTypeAndCode() async throws {
        // Given an encrypted PDF and a PDF cut off in the middle
        let encrypted = try file(Fixtures.pdfReceipt("rewe-ebon-01-encrypted.pdf"))
        let whole = try file(Fixtures.pdfReceipt("rewe-ebon-01.pdf"))
        let cut = Data(whole.prefix(whole.count / 3))
        let reader = try WorkerProcessFixture.recognizer()

        // When a worker opens them
        let locked = await #expect(throws: PDFError.self) {
            try await reader.pdfPages(of: encrypted, named: "/inbox/locked.pdf", limits: PDFLimits())
        }
        let damaged = await #expect(throws: PDFError.self) {
            try await reader.pdfPages(of: cut, named: "/inbox/cut.pdf", limits: PDFLimits())
        }

        // Then each is the PDF error this process gives, naming the file, and classified the same way
        let localDamage = #expect(throws: PDFError.self) {
            try PDFReader.pages(of: cut, named: "/inbox/cut.pdf", limits: PDFLimits())
        }
        #expect(locked?.code == .encrypted && locked?.file == "/inbox/locked.pdf", "\(String(describing: locked))")
        #expect(damaged?.code == localDamage?.code && damaged?.message == localDamage?.message)
        #expect(ProcessingFailure(try #require(locked), at: .recognition).isWorthRetrying == false)
        // And the worker lives on
        let pid = try #require(await reader.workerProcessID)
        _ = try await reader.pdfPages(of: whole, named: "next.pdf", limits: PDFLimits())
        #expect(await reader.workerProcessID == pid)
    }

    @Test func aWorkerAppliesTheLimitsItIsGiven() async throws {
        // Given a one-page PDF and limits of no pages at all
        let data = try file(Fixtures.pdfReceipt("rewe-ebon-01.pdf"))

        // When a worker opens it / Then it is refused for its page count, as this process would refuse it
        let error = await #expect(throws: PDFError.self) {
            try await WorkerProcessFixture.recognizer().pdfPages(
                of: data, named: "one-page.pdf", limits: PDFLimits(maxPages: 0))
        }
        #expect(error?.code == .tooManyPages, "\(String(describing: error))")
    }

    @Test func aWorkerFindsEveryLabelsBarcode() async throws {
        // Given the generated labels, most with a printed barcode
        let samples = try LabelSample.all()
        #expect(samples.contains { $0.truth.barcode != nil })
        let reader = try WorkerProcessFixture.recognizer()

        // When a worker looks for barcodes in each / Then it finds exactly the printed one, none invented
        for sample in samples {
            let found = try await reader.barcodes(inImageData: try file(sample.imagePath), named: sample.imagePath)
            #expect(found.map(\.digits) == (sample.truth.barcode.map { [$0] } ?? []), "\(sample.imagePath)")
        }
    }

    @Test func aBarcodeErrorCrossesThePipeWithItsType() async throws {
        // Given bytes that are no image
        let reader = try WorkerProcessFixture.recognizer()

        // When a worker looks for barcodes in them / Then it is the barcode error, naming the file
        let error = await #expect(throws: BarcodeError.self) {
            try await reader.barcodes(inImageData: Data("not an image".utf8), named: "/inbox/label.png")
        }
        #expect(error?.file == "/inbox/label.png" && error?.message.isEmpty == false)
    }

    @Test func aPDFThatCrashesItsWorkerFailsOneAttemptAndTheNextFileIsRead() async throws {
        // Given a worker that aborts on files named hostile*, as a crash inside poppler would end it
        let reader = try WorkerProcessFixture.recognizer(fault: "abort:hostile")
        let data = try file(Fixtures.pdfReceipt("rewe-ebon-01.pdf"))

        // When it opens a hostile PDF
        let error = await #expect(throws: OCRWorkerError.self) {
            try await reader.pdfPages(of: data, named: "/inbox/hostile.pdf", limits: PDFLimits())
        }

        // Then the attempt fails as a killed worker, counted against the file
        #expect(error?.code == .killed && error?.message.contains("hostile.pdf") == true, "\(String(describing: error))")
        #expect(ProcessingFailure(try #require(error), at: .recognition).killedItsWorker)
        // And the next PDF is read by a new worker
        let pages = try await reader.pdfPages(of: data, named: "/inbox/next.pdf", limits: PDFLimits())
        #expect(pages.count == 1)
    }
}
