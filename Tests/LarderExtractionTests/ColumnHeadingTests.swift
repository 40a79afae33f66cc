import LarderCore
import LarderTestSupport
import Testing

@testable import LarderExtraction

/// Column headings over the articles name their columns `Total` or `Betrag`: the column of line prices, not the bill.
struct ColumnHeadingTests {
    @Test func aHeadingNamingItsPriceColumnTotalDoesNotEndTheArticles() async throws {
        // Given a Malaysian shop's receipt whose articles stand under "Item Qty Total", its qty misread "Oty"
        let receipt = try await ReceiptText.extracted([
            "KEDAI RUNCIT AH SENG",
            "NO 12, JALAN BESAR, 45600 BATANG BERJUNTAI",
            "Item Oty Total",
            "MILO 1KG 1 18.90",
            "GARDENIA BREAD 1 3.80",
            "TOTAL 22.70",
            "CASH 50.00",
            "CHANGE 27.30",
        ])

        // Then both articles are read and the total is the bill's
        #expect(receipt.items.map(\.priceCents) == [1890, 380])
        #expect(receipt.totalCents == 2270)
        #expect(!receipt.warnings.contains("no article lines found"))
    }

    @Test func aGermanHeadingNamingItsPriceColumnBetragDoesNotEndTheArticles() async throws {
        // Given a DIY store's receipt whose articles stand under "Bezeichnung Menge Preis Betrag"
        let receipt = try await ReceiptText.extracted([
            "HORNBACH",
            "Eckendorfer Str. 40",
            "33609 Bielefeld",
            "Bezeichnung Menge Preis Betrag",
            "SPAX UNIVERSAL 4X40 4,95 A",
            "MALERKREPP 50M 6,98 A",
            "Summe EUR 11,93",
            "EC-Karte 11,93",
        ])

        // Then the articles under it are read, and the heading is none of them
        #expect(receipt.items.map(\.priceCents) == [495, 698])
        #expect(receipt.totalCents == 1193)
    }

    @Test func aTotalWhoseAmountStandsBelowItIsNoHeading() async throws {
        // Given total lines whose amount OCR put on the next row, one naming its currency, one its price
        let withCurrency = try await ReceiptText.extracted([
            "KEDAI RUNCIT AH SENG", "MILO 1KG 18.90", "GARDENIA BREAD 3.80", "TOTAL RM", "22.70",
        ])
        let withPrice = try await ReceiptText.extracted([
            "CORNER SHOP", "MILK 2.10", "BREAD 1.80", "TOTAL PRICE", "3.90",
        ])

        // Then both are still total lines: neither names a column no total line holds
        #expect(withCurrency.totalCents == 2270)
        #expect(withCurrency.items.map(\.priceCents) == [1890, 380])
        #expect(withPrice.totalCents == 390)
        #expect(withPrice.items.map(\.priceCents) == [210, 180])
    }

    @Test func headingsAreToldFromTotalsByTheirWords() {
        #expect(ColumnHeading.isColumnHeading("qty item price total", hasAmounts: false))
        #expect(ColumnHeading.isColumnHeading("descr int ion oty ur price total tax", hasAmounts: false))
        #expect(ColumnHeading.isColumnHeading("art.-nr. bezeichnung menge ep betrag", hasAmounts: false))
        // A row with an amount, or with total words alone, is no heading.
        #expect(!ColumnHeading.isColumnHeading("item total 12.50", hasAmounts: true))
        #expect(!ColumnHeading.isColumnHeading("total amount", hasAmounts: false))
        #expect(!ColumnHeading.isColumnHeading("summe eur", hasAmounts: false))
        // One article column among words that are no headings is an article's name.
        #expect(!ColumnHeading.isColumnHeading("code red energy drink", hasAmounts: false))
    }
}
