import Foundation
import LarderBarcode
import LarderCore
import LarderOCR
import LarderPDF
import LarderPipeline
import LarderStore
import LarderTestSupport
import Testing

/// What a label's barcode scan failing does to the label: a scan that says something about the image stores the
/// label without a barcode; one that found no worker, or was cancelled, leaves the label to be read again, so its
/// barcode is not lost for good. Real OCR and a real SQLite file; only the scan's answer is chosen.
@Suite struct LabelBarcodeScanTests {
    /// Real OCR in this process, with a barcode scan that fails as told.
    struct FailingScan: TextRecognizer {
        let worker: OCRWorker
        let failure: @Sendable () -> any Error

        func recognize(imageData: Data, named name: String) async throws -> RecognizedText {
            try await worker.recognize(imageData: imageData, named: name)
        }

        func pdfPages(of data: Data, named name: String, limits: PDFLimits) async throws -> [PDFReader.Page] {
            try PDFReader.pages(of: data, named: name, limits: limits)
        }

        func barcodes(inImageData data: Data, named name: String) async throws -> [Barcode] {
            throw failure()
        }
    }

    private let label = URL(fileURLWithPath: Fixtures.testReceipt("labels/de-skyr-natur-100g.png"))

    private func process(failingScanWith failure: @escaping @Sendable () -> any Error) async throws
        -> (Result<LabelOutcome, any Error>, foods: Int)
    {
        let folder = try TemporaryDirectory()
        let database = try LarderDatabase.open(atPath: folder.path("larder.sqlite"))
        let before = try database.foods().count
        let recognizer = FailingScan(worker: try OCRWorker(configuration: .nutritionLabels), failure: failure)
        let pipeline = LabelPipeline(recognizer: recognizer, database: database)
        let result = await Result { try await pipeline.process(fileAt: label) }
        return (result, try database.foods().count - before)
    }

    @Test func aScanThatFailsOnTheImageStoresTheLabelWithoutABarcode() async throws {
        // Given a scan that refuses the image, and one whose worker the image crashed
        let failures: [@Sendable () -> any Error] = [
            { BarcodeError(file: "skyr.png", message: "the image declares more pixels than OCR reads") },
            { OCRWorkerError(code: .killed, message: "the OCR worker crashed while reading skyr.png (signal 11)") },
        ]
        for failure in failures {
            // When the label is processed
            let (result, added) = try await process(failingScanWith: failure)

            // Then it is stored, its nutrition read, with no barcode
            let outcome = try result.get()
            #expect(outcome.barcode == nil && added == 1)
            #expect((outcome.label.nutrition.kcal ?? 0) > 0)
        }
    }

    @Test func aScanThatFoundNoWorkerLeavesTheLabelToBeReadAgain() async throws {
        // Given a scan whose worker could not start
        let (result, added) = try await process {
            OCRWorkerError(code: .unavailable, message: "the OCR worker exited with status 1 before answering")
        }

        // When the label is processed / Then nothing is stored and the failure is the worker's, worth retrying
        #expect(added == 0)
        let failure = try #require(result.failure as? ProcessingFailure, "\(result)")
        #expect(failure.foundNoWorker && failure.isWorthRetrying && failure.stage == .recognition)
    }

    @Test func aCancelledScanLeavesTheLabelToBeReadAgain() async throws {
        // Given a scan cancelled by a stopping daemon
        let (result, added) = try await process { CancellationError() }

        // When the label is processed / Then nothing is stored, and it says it was cancelled
        #expect(added == 0)
        let failure = try #require(result.failure as? ProcessingFailure, "\(result)")
        #expect(failure.code == "cancelled" && failure.isWorthRetrying && failure.message.contains("cancelled"))
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }

    fileprivate init(catching body: () async throws(Failure) -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}
