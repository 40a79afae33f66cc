import Foundation
import LarderCore
import LarderPipeline
import LarderTestSupport
import Testing

@testable import LarderOCR

/// A receipt's first lines are read again each on its own, and a line is replaced when two of its three re-reads
/// agree on another text than the page's reading.
struct HeaderRereadingTests {
    let image = Fixtures.testReceipts.appendingPathComponent("lidl-01.jpg")

    @Test func aMisreadLetterInTheShopsLinesIsReadAsPrinted() async throws {
        // Given the real reading of a receipt whose second line ("Lidl Dienstleistung GmbH & Co. KG") is then
        // misread by one letter
        var configuration = OCRConfiguration.receipts
        configuration.rereadsHeader = false
        let fixture = try await RereadingFixture(image: image, configuration: configuration)
        var words = fixture.reading.words
        let index = try #require(words.firstIndex { $0.text == "Dienstleistung" })
        words[index].text = "Dienstleistunq"
        var misread = fixture.reading
        misread.words = words
        misread.text = RecognizedText.joinedText(of: words)
        let engine = try TesseractEngine(languages: "eng", tessdataPath: nil, pageSegmentationMode: 4)
        let receipts = OCRConfiguration.receipts
        let rereader = HeaderRereader(
            engine: engine, pages: fixture.pages, turns: fixture.turns, doubts: receipts.readingDoubts,
            date: receipts.dateRereading?.date)
        #expect(rereader.headerLines(of: misread).contains { $0.wordIndices.contains(index) })

        // When its first lines are read again
        let checked = try #require(try rereader.checked(misread))

        // Then the line reads as printed, and the lines below the header are untouched
        #expect(checked.text.contains("Lidl Dienstleistung GmbH & Co. KG"))
        #expect(!checked.text.contains("Dienstleistunq"))
        let bodyOf = { (reading: RecognizedText) in reading.text.split(separator: "\n").dropFirst(5) }
        #expect(bodyOf(checked) == bodyOf(misread))
    }

    @Test func linesWhoseWordsInterleaveAreReplacedTogether() {
        // Given two printed lines whose words Tesseract read as blocks apart: the names, then the values
        let layout = [("NAME", 0, 0), ("STREET", 1, 0), ("H0ME", 0, 1), ("5TREET", 1, 1), ("BROT", 2, 2)]
        let words = layout.map { text, row, block in
            RecognizedWord(
                text: text, confidence: 60, box: BoundingBox(x: 10 + 100 * block, y: 20 * row, width: 80, height: 15),
                page: 0, line: 10 * block + row)
        }
        let reading = RecognizedText(
            text: RecognizedText.joinedText(of: words), confidence: 60, seconds: 0, pages: 1, words: words)
        let first = ReadingLine(around: [0], in: words)
        let second = ReadingLine(around: [1], in: words)
        #expect(first.wordIndices == [0, 2])
        #expect(second.wordIndices == [1, 3])

        // When both are replaced by their re-reads
        let changed = ReadingLine.replacing([(first, "NAME HOME"), (second, "STREET STREET")], in: reading)

        // Then each line's words stand where it began, on its own line, and the words below are kept
        #expect(changed.words.map(\.text) == ["NAME", "HOME", "STREET", "STREET", "BROT"])
        #expect(changed.words.map(\.line) == [0, 0, 1, 1, 22])
    }

    @Test func twoOfThreeReReadsDecideALine() {
        func agreed(_ texts: [LinePrint: String], printed: String = "HOMME") -> (String?, [LinePrint]) {
            var asked: [LinePrint] = []
            let text = TesseractEngine.agreedText(printed: printed) {
                asked.append($0)
                return texts[$0]
            }
            return (text, asked)
        }
        // The first two agree: the third is never read
        #expect(agreed([.asPrinted: "HOME", .smoothed: "HOME"]) == ("HOME", [.asPrinted, .smoothed]))
        // They differ: the third sides with one of them, either one
        #expect(agreed([.asPrinted: "HOME", .smoothed: "HOMF", .thickened: "HOME"]).0 == "HOME")
        #expect(agreed([.asPrinted: "HONE", .smoothed: "HOME", .thickened: "HOME"]).0 == "HOME")
        #expect(agreed([.asPrinted: "HONE", .smoothed: "HOME", .thickened: "HOME"]).1.count == 3)
        // Three different texts, or two that agree on what the page already read, change nothing
        #expect(agreed([.asPrinted: "HONE", .smoothed: "HOME", .thickened: "HOMF"]).0 == nil)
        #expect(agreed([.asPrinted: "HOMME", .smoothed: "HOME", .thickened: "HOMME"]).0 == nil)
        #expect(agreed([.smoothed: "HOME", .thickened: "HOME"]).0 == "HOME")
        #expect(agreed([:]).0 == nil)
    }

    @Test(arguments: [("MR. D.I.Y. SDN BHD", 0), ("MR. D.I.¥. SDN BHD", 1), ("Morganfields ®", 1),
        ("NO. 2&4, JALAN (X) U13/X, 40170", 0), ("Straße 12 | Köln", 1)])
    func signsThatNoNameHoldsAreCounted(text: String, signs: Int) {
        #expect(HeaderRereader.signs(in: text) == signs)
    }
}
