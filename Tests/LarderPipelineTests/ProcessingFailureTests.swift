import Foundation
import LarderBarcode
import LarderCore
import LarderOCR
import LarderPDF
import LarderPipeline
import Testing

/// Whether a failure is worth retrying is decided once, from the error's type and the stage it stopped at.
struct ProcessingFailureTests {
    private struct DiskFull: Error {}

    @Test func aCorruptImageIsFinalAndAFileUnreadableForNowIsRetried() {
        let corrupt = OCRError(code: .corruptImage, file: "a.jpg", message: "truncated")
        let unreadable = OCRError(code: .unreadableFile, file: "a.jpg", message: "permission denied")
        let noLanguage = OCRError(code: .missingLanguageData, message: "deu.traineddata missing")

        #expect(!ProcessingFailure(corrupt, at: .recognition).isWorthRetrying)
        #expect(ProcessingFailure(unreadable, at: .recognition).isWorthRetrying)
        #expect(ProcessingFailure(noLanguage, at: .recognition).isWorthRetrying)
        #expect(ProcessingFailure(corrupt, at: .recognition).code == "corruptImage")
    }

    @Test func aServiceDownIsRetriedAndARefusedKeyIsNot() {
        let unavailable = ExtractionError(.unavailable, backend: "openai", message: "503")
        let malformed = ExtractionError(.malformedReply, backend: "openai", message: "not JSON")
        let invalidKey = ExtractionError(.invalidKey, backend: "openai", message: "401")
        let empty = ExtractionError(.emptyInput, backend: "offline", message: "no text")

        #expect(ProcessingFailure(unavailable, at: .extraction).isWorthRetrying)
        #expect(ProcessingFailure(malformed, at: .extraction).isWorthRetrying)
        #expect(!ProcessingFailure(invalidKey, at: .extraction).isWorthRetrying)
        #expect(!ProcessingFailure(empty, at: .extraction).isWorthRetrying)
    }

    @Test func aFileTooLargeOrALinkIsFinalAndAMissingOneRetried() {
        let tooLarge = PipelineError(.fileTooLarge, file: "a.jpg", message: "too large")
        let link = PipelineError(.symbolicLink, file: "a.jpg", message: "a link")
        let missing = PipelineError(.unreadableFile, file: "a.jpg", message: "no such file")

        #expect(!ProcessingFailure(tooLarge, at: .reading).isWorthRetrying)
        #expect(!ProcessingFailure(link, at: .reading).isWorthRetrying)
        #expect(ProcessingFailure(missing, at: .reading).isWorthRetrying)
        #expect(ProcessingFailure(tooLarge, at: .reading).code == "file_too_large")
    }

    @Test func onlyAFileTooLargeOrALinkIsRefusedAsSuchWhateverItsAge() {
        // A half-written file may look damaged; one too large or a link stays what it is when its writer is done
        let tooLarge = PipelineError(.fileTooLarge, file: "a.jpg", message: "too large")
        let link = PipelineError(.symbolicLink, file: "a.jpg", message: "a link")
        let corrupt = OCRError(code: .corruptImage, file: "a.jpg", message: "truncated")

        #expect(ProcessingFailure(tooLarge, at: .reading).refusesTheFileAsSuch)
        #expect(ProcessingFailure(link, at: .reading).refusesTheFileAsSuch)
        #expect(!ProcessingFailure(corrupt, at: .recognition).refusesTheFileAsSuch)
        #expect(!ProcessingFailure(PipelineError(.unreadableFile, file: "a", message: "gone"), at: .reading)
            .refusesTheFileAsSuch)
    }

    @Test func aDamagedPDFOrBarcodeImageIsFinal() {
        let pdf = PDFError(.damaged, file: "a.pdf", message: "damaged")
        let barcode = BarcodeError(file: "a.png", message: "cannot read")

        #expect(!ProcessingFailure(pdf, at: .recognition).isWorthRetrying)
        #expect(!ProcessingFailure(barcode, at: .recognition).isWorthRetrying)
    }

    @Test func anErrorNotLardersOwnMayPassAndIsRetriedAtAnyStage() {
        // A database refusing a write: while storing, or while a label's model calls are recorded
        for stage in [ProcessingFailure.Stage.reading, .recognition, .extraction, .storing] {
            #expect(ProcessingFailure(DiskFull(), at: stage).isWorthRetrying, "\(stage)")
        }
        #expect(ProcessingFailure(CancellationError(), at: .recognition).isWorthRetrying)
    }

    @Test func theMessageIsTheErrorsOwnUnlessOneIsGiven() {
        let corrupt = OCRError(code: .corruptImage, file: "a.jpg", message: "truncated")
        #expect(ProcessingFailure(corrupt, at: .recognition).message == "\(corrupt)")
        #expect(ProcessingFailure(DiskFull(), at: .storing, message: "could not store").message == "could not store")
    }
}
