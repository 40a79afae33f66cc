import Foundation
import LarderCore
import LarderOCR
import Synchronization
import Testing

/// The arithmetic referee's hook in OCR: a reading with doubts is read again prepared as the fallback, and the
/// reading with fewer doubts is kept.
struct FallbackReadingTests {
    /// Counts the readings judged and doubts the first one as much as asked.
    final class Judge: Sendable {
        private let calls = Mutex<[RecognizedText]>([])
        private let firstDoubts: Int
        private let laterDoubts: Int

        init(firstDoubts: Int, laterDoubts: Int) {
            self.firstDoubts = firstDoubts
            self.laterDoubts = laterDoubts
        }

        var judged: [RecognizedText] { calls.withLock { $0 } }

        func doubts(_ reading: RecognizedText) -> Int {
            calls.withLock { calls in
                calls.append(reading)
                return calls.count == 1 ? firstDoubts : laterDoubts
            }
        }
    }

    /// A fallback prepared so differently from the default that its reading cannot be mistaken for the first.
    let fallback = OCRConfiguration.Preprocessing(targetCharacterHeight: 40, binarization: .sauvola)

    func read(judgedBy judge: Judge, confidentFrom confidence: Double? = nil) async throws -> RecognizedText {
        var configuration = OCRConfiguration()
        configuration.fallbackReading = fallback
        // However confident Tesseract is of the first reading: these tests are about the second.
        configuration.confidentReading = confidence
        configuration.readingDoubts = { judge.doubts($0) }
        return try await OCRWorker(configuration: configuration).recognize(imageAt: Fixture.url("receipt.png"))
    }

    @Test func aReadingWithoutDoubtsIsReadOnce() async throws {
        let judge = Judge(firstDoubts: 0, laterDoubts: 0)
        let reading = try await read(judgedBy: judge)
        #expect(judge.judged.count == 1)
        #expect(reading.words == judge.judged.first?.words)
    }

    @Test func theFallbackReadingWinsWhenItHasFewerDoubts() async throws {
        // Given a judge that doubts the first reading and not the second
        let judge = Judge(firstDoubts: 1, laterDoubts: 0)

        // When the receipt is read
        let reading = try await read(judgedBy: judge)

        // Then it was read twice, differently, and the second reading is returned
        let judged = judge.judged
        try #require(judged.count == 2)
        #expect(judged[0].words.map(\.box) != judged[1].words.map(\.box))
        #expect(reading.words == judged[1].words)
        #expect(reading.seconds >= judged[1].seconds)
    }

    @Test func theFirstReadingStaysWhenTheFallbackHasMoreDoubts() async throws {
        let judge = Judge(firstDoubts: 1, laterDoubts: 2)
        let reading = try await read(judgedBy: judge)
        #expect(judge.judged.count == 2)
        #expect(reading.words == judge.judged.first?.words)
    }

    @Test func ofTwoEquallyDoubtfulReadingsTheMoreConfidentIsKept() async throws {
        let judge = Judge(firstDoubts: 1, laterDoubts: 1)
        let reading = try await read(judgedBy: judge)
        let judged = judge.judged
        try #require(judged.count == 2)
        #expect(judged[0].confidence != judged[1].confidence)
        let confident = judged.max { $0.confidence < $1.confidence }
        #expect(reading.words == confident?.words)
    }

    @Test func aConfidentFirstReadingIsNotReadAgainWhateverItsDoubts() async throws {
        // Given a judge that doubts every reading, and a first reading more confident than the limit
        let judge = Judge(firstDoubts: 1, laterDoubts: 0)

        // When the receipt is read with a confidence limit below any real reading's
        let reading = try await read(judgedBy: judge, confidentFrom: 1)

        // Then it was read once: doubts of a reading whose print came through are not the page's to mend
        #expect(judge.judged.count == 1)
        #expect(reading.words == judge.judged.first?.words)
    }

    @Test func aFirstReadingBelowTheLimitIsReadAgain() async throws {
        let judge = Judge(firstDoubts: 1, laterDoubts: 0)
        let reading = try await read(judgedBy: judge, confidentFrom: 100)
        #expect(judge.judged.count == 2)
        #expect(reading.words == judge.judged[1].words)
    }
}
