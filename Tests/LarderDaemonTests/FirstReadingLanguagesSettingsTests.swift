import Foundation
import LarderDaemon
import LarderTestSupport
import Testing

/// `ocr.first_reading_languages`: the languages a receipt is read in first, checked like `ocr.languages`.
struct FirstReadingLanguagesSettingsTests {
    @Test func defaultsToEnglishAndTakesWhatTheFileSays() throws {
        let folder = try TemporaryDirectory()
        #expect(DaemonSettings().ocr.firstReadingLanguages == "eng")

        let file = try folder.write(
            Data("[ocr]\nlanguages = \"deu+eng\"\nfirst_reading_languages = \"deu+eng\"\n".utf8), to: "larder.toml")
        let settings = try SettingsLoader(environment: [:]).check(file: file)

        #expect(settings.ocr.firstReadingLanguages == "deu+eng")
    }

    @Test func otherLanguagesWithoutEnglishNeedNoFirstReadingSetting() throws {
        // The default first reading, English, is not used with languages that lack it: no error for a French set-up.
        let folder = try TemporaryDirectory()
        let file = try folder.write(Data("[ocr]\nlanguages = \"fra\"\n".utf8), to: "larder.toml")
        let settings = try SettingsLoader(environment: [:]).check(file: file)
        #expect(settings.ocr.languages == "fra")
    }

    @Test(arguments: ["first_reading_languages = \"\"\n", "first_reading_languages = \"eng+\"\n",
        "first_reading_languages = 3\n", "languages = \"deu+eng\"\nfirst_reading_languages = \"fra\"\n"])
    func badValuesAreRefusedByKey(line: String) throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write(Data(("[ocr]\n" + line).utf8), to: "larder.toml")

        let error = #expect(throws: SettingsError.self) { try SettingsLoader(environment: [:]).check(file: file) }

        #expect(error?.key == "ocr.first_reading_languages")
    }
}
