import Foundation
import LarderCore
import LarderLLM
import LarderPipeline
import LarderTestSupport
import Testing

@testable import LarderOCR

/// Real SROIE scans whose till digits the English model and the Latin model read differently: a found date's line
/// is read again in Latin, and the date replaced only when all three of those re-reads agree on another.
struct SecondModelDateTests {
    let folder = Fixtures.sharedDatasets.appendingPathComponent("sroie-dev")

    private func date(of receipt: String, secondModel: String?) async throws -> ReceiptDate? {
        var configuration = OCRConfiguration.receipts
        configuration.dateRereading?.secondModel = secondModel
        let worker = try OCRWorker(configuration: configuration)
        let ocr = try await worker.recognize(imageAt: folder.appendingPathComponent("img/\(receipt).jpg"))
        return try await OfflineLLMService().extractReceipt(from: ocr).date
    }

    private func keyDate(of receipt: String) throws -> String? {
        let keyData = try Data(contentsOf: folder.appendingPathComponent("key/\(receipt).json"))
        return try JSONDecoder().decode([String: String].self, from: keyData)["date"]
    }

    @Test func aDateTheLatinModelReadsAlikeThreeTimesReplacesTheEnglishOne() async throws {
        // Given receipt 003, whose key dates it 25/12/2018
        #expect(try keyDate(of: "003") == "25/12/2018")

        // When it is read with the English model alone, its day is misread
        #expect(try await date(of: "003", secondModel: nil) == ReceiptDate(year: 2018, month: 12, day: 24))

        // And with the date's line read again in Latin, it is the key's date
        #expect(try await date(of: "003", secondModel: "Latin") == ReceiptDate(year: 2018, month: 12, day: 25))
    }

    @Test func aSecondModelThatIsNotInstalledIsSkipped() async throws {
        // Given a second model no Tesseract installation has, for the date and the header alike
        var configuration = OCRConfiguration.receipts
        configuration.dateRereading?.secondModel = "NoSuchModel"
        configuration.headerLookAlikeModel = "NoSuchModel"

        // Then the worker starts and reads receipt 003 as the English model alone does
        let worker = try OCRWorker(configuration: configuration)
        let ocr = try await worker.recognize(imageAt: folder.appendingPathComponent("img/003.jpg"))
        let receipt = try await OfflineLLMService().extractReceipt(from: ocr)
        let englishAlone = try await date(of: "003", secondModel: nil)
        #expect(receipt.date == englishAlone)
    }

    @Test func aDateTheLatinModelReadsOtherwiseOnlyInPartIsKept() async throws {
        // Given receipt 100, dated 02/12/2017, whose year Latin reads as 2011 in some treatments of its line
        #expect(try keyDate(of: "100") == "02/12/2017")

        // Then the English model's date stands, with the Latin pass and without it
        let printed = ReceiptDate(year: 2017, month: 12, day: 2)
        #expect(try await date(of: "100", secondModel: nil) == printed)
        #expect(try await date(of: "100", secondModel: "Latin") == printed)
    }
}
