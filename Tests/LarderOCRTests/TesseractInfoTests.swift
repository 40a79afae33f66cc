import LarderOCR
import Testing

struct TesseractInfoTests {
    @Test func reportsTheLibraryVersionAndInstalledLanguages() throws {
        // Given the Tesseract installed on this machine
        // When its version and languages are asked
        let version = try #require(TesseractInfo.version, "\(TesseractInfo.loadingProblem ?? "")")
        let languages = TesseractInfo.availableLanguages(tessdataPath: nil)

        // Then it is version 4 or later and has the languages Larder uses by default
        #expect(Int(version.prefix { $0.isNumber }) ?? 0 >= 4)
        #expect(languages.contains("deu") && languages.contains("eng"))
    }

    @Test func aModelsDebianPackageIsNamedFromItsCode() {
        #expect(TesseractInfo.debianPackage(ofModel: "Latin") == "tesseract-ocr-script-latn")
        #expect(TesseractInfo.debianPackage(ofModel: "deu") == "tesseract-ocr-deu")
        #expect(TesseractInfo.debianPackage(ofModel: "chi_sim") == "tesseract-ocr-chi-sim")
    }
}
