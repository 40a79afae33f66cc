import Foundation
import LarderCore
import LarderPipeline
import LarderTestSupport
import Testing

@testable import LarderExtraction
@testable import LarderOCR

/// A receipt whose reading found no date has the lines that may hold one read again from their own crop of the
/// real image, and a re-read is kept only when the date is then found and the receipt's doubts fall.
struct DateRereadingTests {
    let image = Fixtures.testReceipts.appendingPathComponent("lidl-01.jpg")
    let printedDate = ReceiptDate(year: 2024, month: 6, day: 21)!

    /// The real reading of the image (its dates not re-read) and a date re-reader of its pages.
    func read() async throws -> (reading: RecognizedText, rereader: DateRereader) {
        var configuration = OCRConfiguration.receipts
        configuration.dateRereading = nil
        let fixture = try await RereadingFixture(image: image, configuration: configuration)
        let engine = try TesseractEngine(languages: "eng", tessdataPath: nil, pageSegmentationMode: 4)
        let receipts = OCRConfiguration.receipts
        let rereader = DateRereader(
            engine: engine, pages: fixture.pages, turns: fixture.turns,
            rereading: try #require(receipts.dateRereading), doubts: try #require(receipts.readingDoubts))
        return (fixture.reading, rereader)
    }

    /// The reading with the date's digits garbled as a worn print reads them: separators lost, a digit doubled.
    /// The receipt prints its date three times (after "Datum", at the foot and in the TSE line); the other two
    /// are left out, as most receipts print it once.
    func garblingTheDate(of reading: RecognizedText) throws -> RecognizedText {
        try changingTheDate(of: reading) { $0.filter(\.isNumber).replacingOccurrences(of: "2", with: "22") }
    }

    /// The reading with the first word that holds the printed date changed, and the others left out.
    func changingTheDate(of reading: RecognizedText, _ change: (String) -> String) throws -> RecognizedText {
        var words = reading.words
        let holdsDate = { (word: RecognizedWord) in ReceiptDateParser.dates(in: word.text).contains(printedDate) }
        let first = try #require(words.firstIndex(where: holdsDate))
        words[first].text = change(words[first].text)
        words = words.enumerated().filter { $0.offset == first || !holdsDate($0.element) }.map(\.element)
        var changed = reading
        changed.words = words
        changed.text = RecognizedText.joinedText(of: words)
        return changed
    }

    @Test func aGarbledDateIsReadAgainFromItsLine() async throws {
        // Given a real reading whose date line is then garbled so that no date is found
        let (reading, rereader) = try await read()
        try #require(try OfflineReceiptDate.of(reading) == printedDate)
        let garbled = try garblingTheDate(of: reading)
        #expect(ReceiptReader.date(in: garbled) == nil)

        // When the lines that may hold the date are read again
        let dated = try #require(try rereader.mended(garbled))

        // Then the printed date is found, and nothing else of the receipt is lost
        #expect(try OfflineReceiptDate.of(dated) == printedDate)
        #expect(ReceiptReader.doubts(in: dated) < ReceiptReader.doubts(in: garbled))
        #expect(ReceiptReader.provesItsTotal(dated) == ReceiptReader.provesItsTotal(reading))
    }

    @Test func aReadingWithADateIsLeftAlone() async throws {
        // Given a real reading whose date was read as printed, on a line the re-reader finds
        let (reading, rereader) = try await read()
        #expect(rereader.candidateLines(of: reading).contains {
            ReceiptDateParser.dates(in: $0.text(in: reading)).contains(printedDate)
        })
        // Then both re-reads of its line agree with the date it found: nothing to replace.
        #expect(try rereader.mended(reading) == nil)
    }

    @Test func aDateWithAMisreadDigitIsOutvotedByItsLinesReReads() async throws {
        // Given a real reading whose date's year is then misread by one digit, still a date
        let (reading, rereader) = try await read()
        let misread = try changingTheDate(of: reading) { $0.replacingOccurrences(of: "2024", with: "2021") }
        #expect(try OfflineReceiptDate.of(misread) == ReceiptDate(year: 2021, month: 6, day: 21))

        // When its date's line is read again
        let checked = try #require(try rereader.mended(misread))

        // Then the two re-reads, which agree on the printed date, replace it
        #expect(try OfflineReceiptDate.of(checked) == printedDate)
        #expect(ReceiptReader.provesItsTotal(checked) == ReceiptReader.provesItsTotal(reading))
    }

    @Test func noDateIsMadeFromLinesThatHoldNone() async throws {
        // Given a reading without the three lines that print the date: the lines left that may hold one (the time
        // of day, the card's terminal numbers) hold none on the page
        let (reading, rereader) = try await read()
        let dateLines = Set(reading.words.filter { !ReceiptDateParser.dates(in: $0.text).isEmpty }.map(\.line))
        try #require(dateLines.count == 3)
        var without = reading
        without.words.removeAll { dateLines.contains($0.line) }
        without.text = RecognizedText.joinedText(of: without.words)
        try #require(!rereader.candidateLines(of: without).isEmpty)

        // Then re-reading them finds no date
        #expect(try rereader.mended(without) == nil)
    }

    @Test func aDateNoLineShowsIsTakenFromAnotherReadingOfThePage() async throws {
        // Given a real reading whose date is garbled beyond any sign of one (to "Dare:"), the other two left out
        let (reading, rereader) = try await read()
        let garbled = try changingTheDate(of: reading) { _ in "Dare:" }
        #expect(ReceiptReader.date(in: garbled) == nil)

        // When the date is looked for in another reading of the same page (the real one stands in for the smoothed)
        let dated = try #require(rereader.dated(garbled, from: reading))

        // Then the printed date is found, and nothing else of the receipt is lost
        #expect(try OfflineReceiptDate.of(dated) == printedDate)
        #expect(ReceiptReader.doubts(in: dated) < ReceiptReader.doubts(in: garbled))
        #expect(ReceiptReader.provesItsTotal(dated) == ReceiptReader.provesItsTotal(reading))
        #expect(dated.words.count >= garbled.words.count)

        // And a reading that shows no date either gives none
        #expect(rereader.dated(garbled, from: garbled) == nil)
    }

    @Test(arguments: [
        ("Datemmig? 3/2018 227° 52ng8", 0), ("TARIKH 12 01 18", 0), ("Do: No : GS02070163 rime: 90:06:00", 1),
        ("08-03- 7 13:42 SHO1", 1), ("__. 0/05/2018 _No. . CS-20322 _", 2), ("27032018 Ne CS 20243", 2),
        ("Total 12.90", nil), ("DATE", nil), ("BROT 2,49 A", nil),
    ] as [(String, Int?)])
    func aLineSaysHowLikelyItHoldsTheDate(line: String, clue: Int?) {
        #expect(ReceiptReader.dateClue(in: line) == clue)
    }

    @Test func reReadWordsTakeTheLinesPlaceAndBox() {
        // Given a reading of three lines, the middle one of two words
        let words = [("EDEKA", 0), ("Datum", 1), ("2?0.2#24", 1), ("Summe", 2)].enumerated().map { offset, word in
            RecognizedWord(
                text: word.0, confidence: 60, box: BoundingBox(x: word.1 == 1 && word.0 != "Datum" ? 100 : 10,
                    y: 20 * word.1, width: 80, height: 15), page: 0, line: word.1)
        }
        let reading = RecognizedText(
            text: RecognizedText.joinedText(of: words), confidence: 60, seconds: 0, pages: 1, words: words)

        // When the middle line is replaced by its re-read
        let line = ReadingLine(around: [1], in: reading.words)
        #expect(line.wordIndices == [1, 2])
        let changed = line.replaced(with: "Datum 20.02.24 12:05", in: reading)

        // Then its three words stand in order where the two were, within their box, on their line
        #expect(changed.words.map(\.text) == ["EDEKA", "Datum", "20.02.24", "12:05", "Summe"])
        #expect(changed.words[1...3].allSatisfy { $0.line == 1 && $0.box.x >= 10 && $0.box.x + $0.box.width <= 180 })
        #expect(changed.text == "EDEKA\nDatum 20.02.24 12:05\nSumme")
    }
}

/// The date the offline extractor reads from a reading.
private enum OfflineReceiptDate {
    static func of(_ reading: RecognizedText) throws -> ReceiptDate? {
        try ReceiptReader.receipt(from: reading).date
    }
}
