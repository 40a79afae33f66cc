import LarderCore
import Testing

@testable import LarderExtraction

/// Each date pattern's clue is there wherever the pattern could match, so skipping a pattern without its clue
/// never loses a date.
struct DateCluesTests {
    @Test(arguments: [
        ("07.04.20 14:37", "2020-04-07"), ("25/12/2018", "2018-12-25"), ("29 - 12 - 2017", "2017-12-29"),
        ("2018-01-06", "2018-01-06"), ("10 MAR 2018", "2018-03-10"), ("10-Mar-18", "2018-03-10"),
        ("Mar 10, 2018", "2018-03-10"), ("15. April 2020", "2020-04-15"), ("12 01-19 21:13", "2019-01-12"),
        ("Date: 1010312018 5:41 PM", "2018-03-10"), ("DATUM 15.O4.2020", "2020-04-15"),
    ])
    func everyPrintedFormStillReadsAfterItsClue(printed: String, iso: String) {
        #expect(ReceiptDateParser.dates(in: printed).first?.iso == iso)
    }

    @Test func eachFormShowsItsOwnClue() {
        #expect(DateClues("2018-01-06").hasYearFirst)
        #expect(DateClues("07.04.20").hasNumericDate)
        #expect(DateClues("29 - 12 - 2017").hasNumericDate)
        #expect(DateClues("21:13").hasTimeOfDay)
        #expect(!DateClues("21:73").hasTimeOfDay)
        #expect(DateClues("DATE: 1010312018").hasLabel)
        #expect(DateClues("Tarikh 10/03/2018").hasLabel)
        #expect(DateClues("10 MAR 18").hasDayThenWord)
        #expect(DateClues("15. April").hasDayThenWord)
        #expect(DateClues("Mar 10, 2018").hasFourDigits)
    }

    @Test func articleRowsShowNoDateClue() {
        // Given article rows: prices, sizes, a multiple, a weighing
        for row in ["VOLLMILCH 3,5% 1L 1,29 A", "2 x 1,99", "0,512 kg x 2,99 EUR/kg 1,53", "BIO BANANEN"] {
            let clues = DateClues(row)
            // Then no date pattern needs to run
            #expect(!clues.hasYearFirst && !clues.hasNumericDate && !clues.hasTimeOfDay && !clues.hasLabel)
            #expect(!clues.hasFourDigits)
        }
        #expect(ReceiptDateParser.dates(in: "VOLLMILCH 3,5% 1L 1,29 A").isEmpty)
    }

    @Test func digitsOutsideASCIICountAsPossibleDigits() {
        // Arabic-Indic digits are numbers to the patterns' \d, so their bytes must keep the clues on.
        let clues = DateClues("٠٧.٠٤.٢٠٢٠")
        #expect(clues.hasNumericDate && clues.hasFourDigits && clues.hasYearFirst)
    }
}
