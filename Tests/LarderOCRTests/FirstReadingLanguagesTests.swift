import Foundation
import LarderCore
import LarderOCR
import Testing

/// A receipt is read first in one language, and again in all configured languages only when its reading has doubts.
struct FirstReadingLanguagesTests {
    typealias Judge = FallbackReadingTests.Judge

    func read(judgedBy judge: Judge) async throws -> RecognizedText {
        var configuration = OCRConfiguration(languages: "deu+eng")
        configuration.readingDoubts = { judge.doubts($0) }
        configuration.confidentReading = nil
        return try await OCRWorker(configuration: configuration).recognize(imageAt: Fixture.url("receipt.png"))
    }

    @Test func aReadingWithoutDoubtsIsMadeInEnglishAlone() async throws {
        let judge = Judge(firstDoubts: 0, laterDoubts: 0)
        let reading = try await read(judgedBy: judge)
        #expect(judge.judged.map(\.languages) == ["eng"])
        #expect(reading.languages == "eng")
        #expect(reading.text.contains("5,47"))
    }

    @Test func aReadingWithDoubtsIsReadAgainInEveryLanguage() async throws {
        // Given a judge that doubts the first reading and not the second
        let judge = Judge(firstDoubts: 1, laterDoubts: 0)

        // When the receipt is read
        let reading = try await read(judgedBy: judge)

        // Then the second reading was made in German and English, and is kept
        #expect(judge.judged.map(\.languages) == ["eng", "deu+eng"])
        #expect(reading.languages == "deu+eng")
    }

    @Test func theFirstReadingIsKeptWhenTheSecondHasMoreDoubts() async throws {
        let judge = Judge(firstDoubts: 1, laterDoubts: 2)
        let reading = try await read(judgedBy: judge)
        #expect(judge.judged.count == 2)
        #expect(reading.languages == "eng")
    }

    @Test func withoutAJudgeEveryLanguageReadsFromTheStart() async throws {
        // Without doubts to send a reading back, a first reading in one language would be the only one.
        let reading = try await OCRWorker(configuration: OCRConfiguration(languages: "deu+eng"))
            .recognize(imageAt: Fixture.url("receipt.png"))
        #expect(reading.languages == "deu+eng")
    }

    @Test(arguments: [
        ("deu+eng", "eng", "eng"),
        ("deu", "eng", "deu"),
        ("fra+eng", "eng", "eng"),
        ("deu+eng", "deu+eng", "deu+eng"),
        ("deu+eng", "", "deu+eng"),
    ])
    func firstReadingLanguagesMustBeAmongTheConfigured(languages: String, first: String, expected: String) {
        var configuration = OCRConfiguration(languages: languages)
        configuration.firstReadingLanguages = first
        configuration.readingDoubts = { _ in 0 }
        #expect(configuration.languagesOfFirstReading == expected)
    }

    @Test func aLanguageLoadedOnlyForASecondReadingIsCheckedAtStart() throws {
        // Given English and a language that is not installed, with English alone read first
        var configuration = OCRConfiguration(languages: "eng+xyz")
        configuration.readingDoubts = { _ in 0 }

        // When a worker is created
        let error = #expect(throws: OCRError.self) { try OCRWorker(configuration: configuration) }

        // Then the missing data is named now, not when a receipt first needs it
        #expect(error?.code == .missingLanguageData)
        #expect(error?.message.contains("no Tesseract data for 'xyz'") == true)
    }
}
