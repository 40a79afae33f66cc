import LarderCore
import Testing

@testable import LarderExtraction

/// Dates in every printed form, total keywords, and currencies.
struct TotalAndDateTests {
    @Test(arguments: [
        ("07.04.20 14:37", "2020-04-07"), ("07.04.2020", "2020-04-07"), ("25/12/2018 8:13:39 PM", "2018-12-25"),
        ("20/06/18", "2018-06-20"), ("2018-01-06", "2018-01-06"), ("10 MAR 2018", "2018-03-10"),
        ("10-Mar-18", "2018-03-10"), ("29-12-2017", "2017-12-29"), ("12/28/2017", "2017-12-28"),
        ("Datum: 15.04.202O", "2020-04-15"), ("Mar 10, 2018", "2018-03-10"),
        ("Date: 1010312018 5:41 PM", "2018-03-10"), ("Date 0902/2018 11:40", "2018-02-09"),
    ])
    func readsEveryCommonDateForm(printed: String, iso: String) {
        #expect(ReceiptDateParser.dates(in: printed).first?.iso == iso)
    }

    @Test(arguments: [
        (2048, 2026, 2018), (2038, 2026, 2018), (2084, 2026, 2024), (2027, 2026, 2027), (2026, 2026, 2026),
        (2019, 2026, 2019), (2031, 2030, 2031), (2032, 2030, 2022),
    ])
    func aFourDigitYearAfterNextYearHadItsTensDigitMisread(printed: Int, now: Int, mended: Int) {
        #expect(ReceiptDateParser.pastYear(for: printed, now: now) == mended)
    }

    @Test func aDateRowWithAYearFarInTheFutureIsReadAsThePast() {
        // Given a date whose four-digit year's tens digit OCR misread into the future
        let year = ReceiptDateParser.dates(in: "14 Jun 2045 09:41").first?.year

        // Then it is kept, in a year up to now that ends in 5
        #expect(year.map { $0 % 10 == 5 && $0 <= ReceiptDateParser.thisYear } == true)
    }

    @Test func twoDigitYearsKeepTheirBoundsSinceARowWithADateIsNoArticle() {
        // A best-before "31.12.27" is still a date, "01.02.95" still none: their rows are read as before
        #expect(ReceiptDateParser.dates(in: "MHD 31.12.27").first?.iso == "2027-12-31")
        #expect(ReceiptDateParser.dates(in: "BROT 01.02.95").isEmpty)
    }

    @Test func rejectsDaysThatDoNotExist() {
        #expect(ReceiptDateParser.dates(in: "31.04.2020").isEmpty)
        #expect(ReceiptDateParser.dates(in: "Tel 0525 180420").isEmpty)
    }

    @Test func prefersTheDateNextToItsKeyword() {
        // Given a best-before date in an advert and the purchase date next to "Datum"
        let rows = ReceiptLayout.rows(ofText: "Aktion bis 30.04.2020\nDatum 03.04.2020 09:53")

        // Then the purchase date wins
        #expect(ReceiptDateParser.date(in: rows) == ReceiptDate(year: 2020, month: 4, day: 3))
    }

    @Test(arguments: [
        ("SUMME EUR 12,90", 1290), ("zu zahlen 12,90", 1290), ("Gesamtbetrag 12,90 EUR", 1290),
        ("TOTAL RM 14.10", 1410), ("Total Amount: 14.10", 1410), ("Grand Total 14.10", 1410),
        ("Total (incl. GST) 14.10", 1410), ("Gesamt 12,90", 1290), ("Gesamtsumme EUR 12,90", 1290),
        ("Endsumme 12,90", 1290), ("Bonsumme 12,90", 1290), ("Rechnungsbetrag 12,90", 1290),
    ])
    func readsTheTotalAfterEachKeyword(line: String, cents: Int) {
        let rows = ReceiptLayout.rows(ofText: "ARTIKEL 1,00\n\(line)")
        #expect(TotalDetector.total(in: rows).cents == cents)
    }

    @Test(arguments: [
        "Gesamtsumme ohne Rabatt 22,00", "Endsumme vor Rabatt 21,50", "MwSt-Gesamtsumme 23,19", "rabattfähige Bonsumme 24,01",
    ])
    func aCompoundTotalWordNamingAnotherSumIsNoTotal(share: String) {
        // Given another sum than the bill named with a total's compound (larger, so that it would win a tied vote),
        // beside the total itself
        let rows = ReceiptLayout.rows(ofText: "ARTIKEL 20,00\n\(share)\nSUMME 20,00")

        // Then the total is the bill's
        #expect(TotalDetector.total(in: rows).cents == 2000)
    }

    @Test func subtotalAndTaxLinesAreNotTheTotal() {
        // Given a subtotal, a GST line and the total
        let rows = ReceiptLayout.rows(ofText: "SUBTOTAL 13.30\nTOTAL GST 0.80\nTOTAL RM 14.10")

        // Then the total wins
        #expect(TotalDetector.total(in: rows).cents == 1410)
    }

    @Test func cashGivenMinusChangeVotesWhenTheTotalLineIsMisread() {
        // Given a total line OCR garbled, cash given and change
        let rows = ReceiptLayout.rows(ofText: "T0TBL X\nCASH 100.00\nCHANGE 71.40")

        // Then the total is what was paid
        #expect(TotalDetector.total(in: rows).cents == 2860)
    }

    @Test func aTotalAboveTheCashThatBroughtChangeIsAMisreadDigit() {
        // Given a total line whose first digit OCR misread (8 for 3), cash handed over, and change given back
        let rows = ReceiptLayout.rows(ofText: "Total Incl. GST RM 87.10\nCASH RM 50.00\nCHANGE RM 12.90")

        // Then the total cannot exceed the cash that brought change: cash less change was paid
        #expect(TotalDetector.total(in: rows).cents == 3710)
    }

    @Test func aTotalBelowTheCashStaysWhenCashAndChangeDisagree() {
        // Given a total line read right and a change amount misread (cash less change is 16.80)
        let rows = ReceiptLayout.rows(ofText: "Total After Adj Incl GST 17.70\nCASH 50.70\nChange Amt 33.90")

        // Then the total line, below the cash, keeps its vote
        #expect(TotalDetector.total(in: rows).cents == 1770)
    }

    @Test func aCardPaymentLiftsTheBoundOfTheCash() {
        // Given a bill paid partly by card and partly in cash, with change
        let rows = ReceiptLayout.rows(ofText: "TOTAL 77.10\nVISA 30.00\nCASH 50.00\nCHANGE 2.90")

        // Then the total may exceed the cash
        #expect(TotalDetector.total(in: rows).cents == 7710)
    }

    @Test func aTotalAboveTheCashStaysWhenAnotherWitnessReadsIt() {
        // Given cash misread low (30.00 for 50.00), and a tax row whose net and tax add up to the total line's amount
        let rows = ReceiptLayout.rows(ofText: "TOTAL 37.10\nCASH 30.00\nCHANGE 12.90\nSR @ 6% 35.00 2.10")

        // Then the total line, witnessed twice, is not taken for a misread digit
        #expect(TotalDetector.total(in: rows).cents == 3710)
    }

    @Test func aSubtotalNothingConfirmsDoesNotOverrulePayments() {
        // Given a subtotal misread high (142.40 for 42.40), no total line, and the card payment read right
        let rows = ReceiptLayout.rows(ofText: "Sub Total 142.40\nVISA 42.40")

        // Then the subtotal, which nothing else reads, bounds nothing: the card payment is the total
        #expect(TotalDetector.total(in: rows).cents == 4240)
    }

    @Test func aPaymentBelowTheSubtotalCountsWhenBottlesWereReturned() {
        // Given returned bottles taken off below the subtotal, and the cash that paid the rest
        let rows = ReceiptLayout.rows(ofText: "Zwischensumme 10,00\nLeergut -3,00\nBar 7,00\nRückgeld 0,00")

        // Then the payment below the subtotal is what was paid
        #expect(TotalDetector.total(in: rows).cents == 700)
    }

    @Test func cashLessChangePrintedOnAnotherRowOutvotesATotalLine() {
        // Given a single article whose line price is cash less change, and a total line OCR misread (7 for 1)
        let rows = ReceiptLayout.rows(ofText: "Plastic 2 15.50 31.00\nTotal 37.00\nCash 101.00\nChange 70.00")

        // Then the payment, printed twice, is the total
        #expect(TotalDetector.total(in: rows).cents == 3100)
    }

    @Test func aNetSubtotalWithNoTaxDoesNotWitnessItself() {
        // Given a net subtotal OCR misread, no tax on it, and the total line
        let rows = ReceiptLayout.rows(ofText: "Sub Total (Excl GST) 60.91\nGST 0.00\nTOTAL 80.90")

        // Then the subtotal plus nothing, printed only on its own row, does not outvote the total line
        #expect(TotalDetector.total(in: rows).cents == 8090)
    }

    @Test func roundingLineSelectsThePrintedRoundedTotal() {
        let rows = ReceiptLayout.rows(ofText: "TOTAL AMT RM 60.31\nROUNDING ADJ -0.01\nRM 60.30")
        #expect(TotalDetector.total(in: rows).cents == 6030)
    }

    @Test(arguments: [
        ("TOTAL RM 9.00", "MYR"), ("SUMME EUR 1,99", "EUR"), ("TOTAL £4.50", "GBP"), ("TOTAL $4.50", "USD"),
    ])
    func decidesTheCurrency(line: String, code: String) {
        #expect(CurrencyDetector.currency(in: ReceiptLayout.rows(ofText: line)) == code)
    }
}
