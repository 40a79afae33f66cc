import Foundation
import LarderCore
import LarderLLM
import LarderPipeline
import LarderTestSupport
import Testing

@testable import LarderOCR

/// A real SROIE scan whose shop name is printed in a slab-serif font, whose `I` (bars above and below) the English
/// model reads as `T` (`TKANO HANDEL` for `IKANO HANDEL`) however the line is cropped: the Latin model, read on the
/// header's lines, settles those letters.
struct StrokeLetterRereadingTests {
    let folder = Fixtures.sharedDatasets.appendingPathComponent("sroie-dev")

    private func storeName(of receipt: String, model: String?) async throws -> String? {
        var configuration = OCRConfiguration.receipts
        configuration.headerLookAlikeModel = model
        let worker = try OCRWorker(configuration: configuration)
        let ocr = try await worker.recognize(imageAt: folder.appendingPathComponent("img/\(receipt).jpg"))
        return try await OfflineLLMService().extractReceipt(from: ocr).store.name
    }

    @Test func aSlabSerifIReadAsTIsSettledByTheLatinModel() async throws {
        // Given receipt 088, whose key names the shop
        let keyData = try Data(contentsOf: folder.appendingPathComponent("key/088.json"))
        let company = try #require(try JSONDecoder().decode([String: String].self, from: keyData)["company"])
        #expect(company == "IKANO HANDEL SDN BHD")

        // When it is read with the English model alone, its name's I is a T
        #expect(try await storeName(of: "088", model: nil) == "TKANO HANDEL SDN BHD")

        // And with the header's lines read again in Latin, it is the key's name
        #expect(try await storeName(of: "088", model: "Latin") == company)
    }

    @Test func onlyCapitalsOfVerticalStrokesAreTakenFromTheSecondModel() {
        #expect(HeaderRereader.differsInStrokeLettersOnly("TKANO HANDEL", "IKANO HANDEL"))
        #expect(HeaderRereader.differsInStrokeLettersOnly("SHELL ISNT", "SHELL ISNI"))
        // Other look-alikes, digits for letters, other lengths and no change at all are not
        #expect(!HeaderRereader.differsInStrokeLettersOnly("SDN BHD", "SDN BHO"))
        #expect(!HeaderRereader.differsInStrokeLettersOnly("AEON CO. (M)", "AEON C0. (M)"))
        #expect(!HeaderRereader.differsInStrokeLettersOnly("LOT 101", "LOT 10I"))
        #expect(!HeaderRereader.differsInStrokeLettersOnly("TEO HENG", "EO HENG"))
        #expect(!HeaderRereader.differsInStrokeLettersOnly("IKANO", "IKANO"))
    }
}
