import LarderCore
import Testing

@testable import LarderExtraction

/// Totals read through OCR noise, with the lines above the total as witnesses.
struct TotalArithmeticTests {
    private func total(_ text: String) -> Int? {
        TotalDetector.total(in: ReceiptLayout.rows(ofText: text)).cents
    }

    @Test func aRestaurantsNetAmountBelowItsServiceAndTaxIsTheTotal() {
        // Given a Malaysian restaurant bill whose last amount is "Net Amt" (sroie 067), and its tax summary, where
        // "Net Amt" heads the column of amounts before tax
        let receipt = """
            PLAIN RICE 2 1.59 3.18 SR
            Gross Amt 47.80
            Svr Tax 2.87
            GST (6%) 2.86
            Net Amt : 53.55
            GST Summary
            Code % Net Amt GST Total
            SR 6 47.80 2.86 50.66
            """

        // Then the net amount is the total, and the summary's heading brings no other
        #expect(total(receipt) == 5355)
    }

    @Test func anInvoicesNetAmountBeforeVATIsNoTotal() {
        // Given an invoice that prints the amount before tax as "Net Amount", then its tax and its total
        let receipt = """
            Net Amount 20.00
            VAT 20% 4.00
            Total 24.00
            """

        // Then the net amount names no total, however sure OCR is of it
        #expect(TotalDetector.totalKeywordWeight("net amount 20.00") == nil)
        #expect(total(receipt) == 2400)
    }

    @Test func aTaxTableTotalRowDoesNotVoteForItsTax() {
        // Given a misread total line and, below it, the GST summary's "TOTAL" with net amount and tax
        let receipt = """
            SUB-TOTAL (EX) : 26.00
            TOTAL TAX 1.56
            ROUNDING -0.01
            TOTAL PATE 27.55
            SR 6.00 26.00 1.56
            TOTAL : 26.00 1.56
            """

        // Then the tax is not taken for the total
        #expect(total(receipt) == 2755)
    }

    @Test func aSubtotalWhoseLabelOCRCutAfterItsHyphenStillMakesTheTaxRowNoTotal() {
        // Given "SUB-TOTAL" read as "SUB- vy Vp", the tax row as "TOTAL T", and the total line garbled
        let receipt = """
            SUB- vy Vp 144.68
            TOTAL T 8.68
            ROUNDING -0.01
            mt y 3.35
            SR 6.00 144.68 8.68
            TOTAL : 144.68 8.68
            """

        // Then the tax is no total: subtotal, tax and rounding add up to what was paid
        #expect(total(receipt) == 15335)
    }

    @Test func theRateRowsOfATaxTableAddUpToTheTotal() {
        // Given a German receipt whose total and payment lines OCR turned to noise, and a tax table of two rates
        let receipt = """
            KNOBLAUCH 0,49 A
            PAPRIKA ROT 0,79 A
            zu zahlen 3134
            MWST% MWST + Netto = Brutto
            A 7% 1,74 24,91 26,65
            B 19% 0,75 3,94 4,69
            """

        // Then the total is what is paid at both rates together, not at the first one
        #expect(total(receipt) == 3134)
    }

    @Test func oneRateRowIsTheTotalWhenNothingElseIs() {
        let receipt = """
            TOTAL RM ##
            SR @ 6% 40.00 2.40
            """
        #expect(total(receipt) == 4240)
    }

    @Test func subtotalTaxAndRoundingRebuildAGarbledTotal() {
        // Given a total line OCR turned to noise, and a tax line whose label is garbled but whose amount is 6%
        let receipt = """
            SUB-TOTAL Pr p> 144.68
            TOTAL T. 8.68
            ROUNDING. 2 LEN -0.01
            TOTA 2 2p, js 3.35
            """

        // Then the net subtotal, the tax and the rounding add up to the total
        #expect(total(receipt) == 15335)
    }

    @Test func roundingWhoseMinusOCRLostStillReachesFiveCents() {
        let receipt = """
            Total Sales (Excluding GST) : 31.03
            Discount : 0.00
            TotalGST : 1.65
            Rounding : 0.02
            """
        #expect(total(receipt) == 3270)
    }

    @Test func includedTaxIsNotAddedAgain() {
        // Given prices that include GST, with the tax only stated
        let receipt = """
            Total Amount: $8.20
            GST @6%: $0.46
            Nett Total: $8.20
            """

        // Then the printed total stands
        #expect(total(receipt) == 820)
    }

    @Test func aTaxIncludedInTheSubtotalIsNotAddedAgain() {
        // Given a subtotal that already holds a small GST (most articles zero-rated)
        let receipt = "SUBTOTAL: 28.60\nTL:RM 28.60\n6% GST 0.07"

        // Then the subtotal is the total, not subtotal plus tax
        #expect(total(receipt) == 2860)
    }

    @Test func aGermanTaxTablesProvenGrossesOutvoteAMisreadSumAndCard() {
        // Given the total and the card payment misread (german-dev marktkauf_03042020, 28,81 both), and the tax
        // table's two rates, the first with its rate garbled and each tax with its decimal comma lost
        let receipt = """
            SUMME EUR 20,01
            Mastercard EUR 25,81
            MwSt Netto MwSt Umsatz
            os 9,49 0 66 10,15
            B 19% 15,68 2 98 18,66
            """

        // Then the grosses, each its net and tax to the cent at its rate, add up to the total
        #expect(total(receipt) == 2881)
    }

    @Test func aTaxTableMissingARateDoesNotOutvoteAWitnessedSum() {
        // Given a sum the cash and change repeat, and a tax table of which OCR lost one rate's row
        let receipt = """
            SUMME EUR 40,00
            Bar EUR 50,00
            Rückgeld EUR 10,00
            A 7% 9,35 0,65 10,00
            B 19% 16,81 3,19 20,00
            """

        // Then the sum stands
        #expect(total(receipt) == 4000)
    }

    @Test func aLoneTaxRowWithoutItsRateWitnessesNothing() {
        // Given a garbled photo reading (german-dev lidl_21042020): no total line and no card read, and one row of
        // three amounts that add up, at 7%, but without a rate mark
        let receipt = """
            Balance Brot 0,99 A
            2U panier 17,06
            hears 0,71 10,17 10,88
            """

        // Then those amounts are no total: the reading stays unproven, to be read again
        #expect(total(receipt) == nil)
    }

    @Test func digitsBetweenTwoAmountsAreReadOnlyAsTheRowsTax() {
        // Given a tax-first row (`A 7% 1,74 24,91 26,65`) whose net lost its comma: read as one amount, the digits
        // would make the sum, but as the net, not the tax the rule reads them as
        let receipt = """
            SUMME EUR 20,01
            A 7% 1,74 24 91 26,65
            B 19% 15,68 2,98 18,66
            """

        // Then that row is no gross, there is no second one to add up, and the sum stands
        #expect(total(receipt) == 2001)
    }

    @Test func aOneRateTablesSumRowIsNoSecondRate() {
        // Given a one-rate table whose sum row's label OCR garbled, under a misread sum and card
        let receipt = """
            SUMME EUR 19,20
            Mastercard EUR 18,20
            A 7% 12,34 0,86 13,20
            Sunne 12,34 0,86 13,20
            """

        // Then the rate and its sum row are not added up to twice the bill
        #expect(total(receipt) != 2640)
    }

    @Test func aTaxSummaryRowWitnessesTheTotal() {
        // Given no readable total line, only the GST summary's net amount and tax at 6%
        let receipt = "9555495401722 1 * 3.00 3.00\nGST Rate Amt Excl GST(RM) Tax(RM)\n5 = 6% 20,19 1,21"

        // Then net plus tax is the total
        #expect(total(receipt) == 2140)
    }

    @Test func theTaxTablesRowsOutvoteAMisreadCashWithNoChange() {
        // Given a total line OCR turned to noise, an unreadable tax, a cash amount misread one digit up with no
        // change, and a tax table whose rate row prints its rate as a number and whose total row sums it
        let receipt = """
            SUB-TOTAL (EX) : 40.00
            TOTAL TAX : s4O
            TOTAL ~)/ ~~
            CASH 43.40
            CHANGE 0.00
            GST SUMMARY
            TAX CODE AMOUNT TAX
            SR 6.00 40.00 2.40
            TOTAL : 40.00 2.40
            """

        // Then net plus tax, witnessed twice, is the total rather than the cash
        #expect(total(receipt) == 4240)
    }

    @Test func twoAmountsSixPercentApartOnAnArticleRowAreNoTaxTable() {
        // Given an article row ending in two amounts 6% apart by chance, and only the cash handed over
        let receipt = "BATTERY AA 50.00 3.00\nCASH 12.00"

        // Then the article row is not taken for a tax table's net and tax: the cash stands
        #expect(total(receipt) == 1200)
    }

    @Test func aSavingsRowBelowTheTaxSummaryIsNoTaxTableTotal() {
        // Given a "Total Saving" row under the summary heading whose two amounts are 5% apart, and only the cash
        let receipt = "GST SUMMARY\nTOTAL SAVING 20.00 1.00\nCASH 12.00"

        // Then the savings are not taken for net and tax: the cash stands
        #expect(total(receipt) == 1200)
    }

    @Test func totalsBelowTheTaxSummaryHeadingDoNotVote() {
        // Given a misread total, the net subtotal and tax, and the summary's own "Total" row
        let receipt = """
            TOTQTY: 2 99.00
            (Excluded GST) Sub Total : 93.40
            Total GST : 5.60
            Total : 89.09
            GST SUMMARY
            Total : 93.40
            """

        // Then the summary's net amount is not the bill
        #expect(total(receipt) == 9900)
    }

    @Test func aNetSubtotalWhoseLabelOCRMangledIsNoTotal() {
        #expect(TotalDetector.totalKeywordWeight("total sales (exctuding gst}: 95.17") == nil)
    }

    @Test func cashPrintedNegativeAndSplitStillGivesCashMinusChange() {
        // Given an unreadable total amount, cash printed as "-50. 00" and the change
        let receipt = "Total RM Incl. of GST 9.8S\nCash -50. 00\nCHANGE 40. 35"
        #expect(total(receipt) == 965)
    }

    @Test func theRoundedOfTwoNearbyTotalsWasPaid() {
        #expect(total("Subtotal 102,39\nTotal: 102,39\n0.01\nTotal 102.40") == 10240)
    }

    @Test func readsAmountDueAbbreviated() {
        #expect(TotalDetector.totalKeywordWeight("amt due 129.30") == 3)
    }

    @Test func readsAKeywordWhoseSpaceOCRDropped() {
        #expect(total("Plastic 2 15.50 34.00\nTotalAmount: \"37.00\nChange: 70.00") == 3700)
    }

    @Test(arguments: [
        ("12 01-19 21:13 SHOT ZKO9", "2019-01-12"), ("10Mar 20181824", "2018-03-10"),
        ("Date : 09/61/2019 8:01:11 PM", "2019-01-09"), ("05 Mar 2918 18:24", "2018-03-05"),
        ("Date - 03/02/2618 19285", "2018-02-03"),
    ])
    func readsDatesWhoseSeparatorsOrDigitsOCRMangled(printed: String, iso: String) {
        #expect(ReceiptDateParser.dates(in: printed).first?.iso == iso)
    }
}
