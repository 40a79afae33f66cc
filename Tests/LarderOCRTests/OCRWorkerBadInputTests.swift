import Foundation
import LarderOCR
import Testing

struct OCRWorkerBadInputTests {
    @Test(arguments: [
        ("empty.jpg", OCRError.Code.emptyFile),
        ("truncated.jpg", .corruptImage),
        ("not-an-image.jpg", .notAnImage),
        ("huge-header.png", .imageTooLarge),
        ("does-not-exist.png", .unreadableFile),
    ])
    func refusesBadInputWithACodeAndTheFileName(file: String, code: OCRError.Code) async throws {
        // Given a file that is not a usable image
        let worker = try Fixture.worker.get()
        let url = Fixture.url(file)

        // When it is recognised
        let error = await #expect(throws: OCRError.self) { try await worker.recognize(imageAt: url) }

        // Then the error has the expected code and names the file
        #expect(error?.code == code)
        #expect(error?.file == url.path)
        #expect(error?.description.contains(file) == true)
    }

    @Test func refusesAFolderSayingItIsOne() async throws {
        // Given a folder where an image was expected
        let worker = try Fixture.worker.get()
        let folder = FileManager.default.temporaryDirectory

        // When it is recognised
        let error = await #expect(throws: OCRError.self) { try await worker.recognize(imageAt: folder) }

        // Then the error says it is a folder, not that the file could not be read for an unnamed reason
        #expect(error?.code == .unreadableFile)
        #expect(error?.message.contains("folder, not an image") == true)
    }

    @Test func refusesAHugeDeclaredSizeBeforeDecoding() async throws {
        // Given a 67-byte PNG declaring 20000×20000 pixels and an idle worker with the default limit
        let worker = try OCRWorker()

        // When it is recognised
        let error = await #expect(throws: OCRError.self) {
            try await worker.recognize(imageAt: Fixture.url("huge-header.png"))
        }

        // Then it is refused for its size, not as corrupt: the header was read before any pixel was decoded
        #expect(error?.code == .imageTooLarge)
        #expect(error?.message.contains("20000×20000") == true)
    }

    @Test func keepsWorkingAfterABadInput() async throws {
        // Given a worker that was just given a truncated JPEG
        let worker = try OCRWorker()
        await #expect(throws: OCRError.self) { try await worker.recognize(imageAt: Fixture.url("truncated.jpg")) }

        // When it is given a good image
        let result = try await worker.recognize(imageAt: Fixture.url("receipt.png"))

        // Then it reads it
        #expect(result.text.contains("5,47"))
    }

    @Test func refusesAMissingLanguageNamingThePackage() throws {
        // Given a configuration asking for a language that is not installed
        let configuration = OCRConfiguration(languages: "deu+xyz")

        // When a worker is created
        let error = #expect(throws: OCRError.self) { try OCRWorker(configuration: configuration) }

        // Then it says which data is missing and what to install
        #expect(error?.code == .missingLanguageData)
        #expect(error?.message.contains("no Tesseract data for 'xyz'") == true)
        #expect(error?.message.contains("install tesseract-ocr-xyz") == true)
    }
}
