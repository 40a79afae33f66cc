import Foundation
import LarderCore
import Testing

@testable import LarderOCR

struct ReadingMergerTests {
    func word(_ text: String, _ confidence: Double, x: Int, y: Int, line: Int) -> RecognizedWord {
        RecognizedWord(
            text: text, confidence: confidence, box: BoundingBox(x: x, y: y, width: text.count * 10, height: 20),
            page: 0, line: line)
    }

    @Test func eachRowComesFromTheReadingThatReadItBetter() {
        // Given a first reading that is sure of the article row but not of the total row, and a second
        // reading the other way round, with slightly different boxes
        let primary = [
            word("MILCH", 95, x: 10, y: 100, line: 0), word("1,09", 93, x: 200, y: 100, line: 0),
            word("SUMNE", 40, x: 10, y: 140, line: 1), word("1.O9", 35, x: 200, y: 140, line: 1),
        ]
        let secondary = [
            word("MIL", 60, x: 10, y: 102, line: 0), word("1,09", 90, x: 200, y: 102, line: 0),
            word("SUMME", 92, x: 11, y: 141, line: 1), word("1,09", 91, x: 201, y: 141, line: 1),
        ]

        // When they are merged
        let merged = ReadingMerger.merge(primary: primary, secondary: secondary, firstLine: 3)

        // Then the article row is the first reading's and the total row the second's, numbered from 3
        #expect(merged.map(\.text) == ["MILCH", "1,09", "SUMME", "1,09"])
        #expect(merged.map(\.line) == [3, 3, 4, 4])
    }

    @Test func aConfidentRowOnlyOneReadingFoundIsKeptInPlaceAndWeakOnesDropped() {
        // Given a second reading that also found a confident row between two rows, and a weak lone blot in
        // each reading
        let primary = [
            word("KAFFEE", 90, x: 10, y: 100, line: 0), word("TOTAL", 90, x: 10, y: 300, line: 1),
            word("|;", 30, x: 10, y: 500, line: 2),
        ]
        let secondary = [
            word("KAFFEE", 80, x: 10, y: 100, line: 0), word("BROT", 85, x: 10, y: 200, line: 1),
            word("TOTAL", 80, x: 10, y: 300, line: 2), word("~%", 20, x: 10, y: 400, line: 3),
        ]

        // When they are merged
        let merged = ReadingMerger.merge(primary: primary, secondary: secondary, firstLine: 0)

        // Then the confident row lands between its neighbours and the blots are left out
        #expect(merged.map(\.text) == ["KAFFEE", "BROT", "TOTAL"])
        #expect(merged.map(\.line) == [0, 1, 2])
    }

    @Test func aRealReceiptReadTwiceKeepsItsPricesAndOrder() async throws {
        // Given a worker that reads each page with Sauvola and again with Tesseract's own thresholding
        var configuration = OCRConfiguration()
        configuration.preprocessing.binarization = .sauvola
        configuration.secondReading = OCRConfiguration.Preprocessing(targetCharacterHeight: 24, binarization: .none)
        let worker = try OCRWorker(configuration: configuration)

        // When the sample receipt is read
        let result = try await worker.recognize(imageAt: Fixture.url("receipt.png"))

        // Then the prices are there once, lines are numbered densely from the top down
        #expect(result.text.contains("5,47"))
        let lines = result.words.map(\.line)
        #expect(Set(lines) == Set(0..<(lines.max() ?? -1) + 1))
        #expect(lines == lines.sorted())
        let tops = Dictionary(grouping: result.words, by: \.line).mapValues { $0.map(\.box.y).min() ?? 0 }
        let ordered = tops.sorted { $0.key < $1.key }.map(\.value)
        #expect(ordered == ordered.sorted())
    }
}
