import LarderCore
import LarderExtraction
import Testing

/// Reading nutrition tables from OCR text as Tesseract gives it: German and English, several layouts.
@Suite struct NutritionLabelReaderTests {
    let reader = NutritionLabelReader()

    func expectClose(_ actual: Double?, _ expected: Double, _ what: String) {
        let shown = actual.map { "\($0)" } ?? "nil"
        #expect(abs((actual ?? -1) - expected) <= max(0.02 * expected, 0.005), "\(what): \(shown)")
    }

    @Test func aGermanTableWithPer100AndPortionColumnsIsReadPer100g() throws {
        let text = """
            Kernige Haferflocken
            Nährwerte je 100 g pro Portion (40 g) %RI*
            Brennwert 1558 kJ / 370 kcal 623 kJ / 148 kcal 7%
            Fett 7,0 g 2,8 g 4%
            davon gesättigte Fettsäuren 1,2 g 0,5 g 3%
            Kohlenhydrate 58,7 g 23,5 g 9%
            davon Zucker 0,7 g 0,3 g <1%
            Ballaststoffe 10,0 g 4,0 g
            Eiweiß 13,5 g 5,4 g 11%
            Salz <0,01 g <0,01 g <1%
            """

        let label = try reader.read(text)

        #expect(label.productName == "Kernige Haferflocken")
        #expect(label.basis == .per100g)
        #expect(label.portionGrams == 40)
        expectClose(label.nutrition.kcal, 370, "kcal")
        expectClose(label.nutrition.fat, 7, "fat")
        expectClose(label.nutrition.saturatedFat, 1.2, "saturates")
        expectClose(label.nutrition.carbohydrates, 58.7, "carbohydrate")
        expectClose(label.nutrition.sugar, 0.7, "sugar")
        expectClose(label.nutrition.fibre, 10, "fibre")
        expectClose(label.nutrition.protein, 13.5, "protein")
        expectClose(label.nutrition.sodiumMg, 4, "sodium")
        #expect(!label.needsReview, "\(label.reviewReasons)")
    }

    @Test func anEnglishPerPortionOnlyLabelIsScaledToPer100g() throws {
        let text = """
            CRUNCHY PEANUT BUTTER
            NUTRITION INFORMATION
            Typical values per 15 g serving
            Energy 389 kJ / 94 kcal
            Fat 7.5 g
            of which saturates 1.4 g
            Carbohydrate 2.1 g
            of which sugars 1.1 g
            Fibre 1.0 g
            Protein 3.9 g
            Salt 0.06 g
            """

        let label = try reader.read(text)

        #expect(label.productName == "CRUNCHY PEANUT BUTTER")
        #expect(label.basis == .perPortion)
        #expect(label.portionGrams == 15)
        expectClose(label.nutrition.kcal, 626.67, "kcal")
        expectClose(label.nutrition.fat, 50, "fat")
        expectClose(label.nutrition.protein, 26, "protein")
        expectClose(label.nutrition.sodiumMg, 160, "sodium")
        #expect(!label.needsReview, "\(label.reviewReasons)")
    }

    @Test func energyOnTwoLinesAndSodiumInMilligramsPer100ml() throws {
        let text = """
            Bio Vollmilch
            Durchschnittliche Nährwerte pro 100 ml
            Brennwert 272 kJ
            65 kcal
            Fett 3,8 g
            davon gesättigte Fettsäuren 2,4 g
            davon einfach ungesättigte Fettsäuren 1,0 g
            Kohlenhydrate 4,8 g
            davon Zucker 4,8 g
            Eiweiß 3,3 g
            Natrium 44 mg
            """

        let label = try reader.read(text)

        #expect(label.basis == .per100ml)
        expectClose(label.nutrition.kcal, 65, "kcal")
        expectClose(label.nutrition.saturatedFat, 2.4, "saturates, not the unsaturated row")
        expectClose(label.nutrition.sodiumMg, 44, "sodium")
        #expect(!label.needsReview, "\(label.reviewReasons)")
    }

    @Test func kilojouleAndKilocalorieColumnsInOneRowAndThousandsSeparators() throws {
        let text = """
            Vollmilch Schokolade
            Nährwerte pro 100g
            Brennwert (kJ/kcal) 2.252/539
            Fett 31 g
            davon gesättigte Fettsäuren 19 g
            Kohlenhydrate 57 g
            davon Zucker 56 g
            Eiweiß 6,3 g
            Salz 0,24 g
            """

        let label = try reader.read(text)

        expectClose(label.nutrition.kcal, 539, "kcal")
        expectClose(label.nutrition.fat, 31, "fat")
        expectClose(label.nutrition.sodiumMg, 96, "sodium")
        #expect(!label.needsReview, "\(label.reviewReasons)")
    }

    @Test func implausibleNumbersAreFlaggedWithTheirReasons() throws {
        // A misread digit: 8 g carbohydrate but 12 g sugars; saturates above fat; energy far from 4/4/9
        let text = """
            Fruit Yoghurt
            Nutrition per 100 g
            Energy 1200 kJ / 287 kcal
            Fat 2.0 g
            of which saturates 3.1 g
            Carbohydrate 8.0 g
            of which sugars 12.0 g
            Protein 4.0 g
            Salt 0.1 g
            """

        let label = try reader.read(text)

        #expect(label.needsReview)
        #expect(label.reviewReasons.contains { $0.contains("sugars 12.0 g above carbohydrate 8.0 g") })
        #expect(label.reviewReasons.contains { $0.contains("saturates 3.1 g above fat 2.0 g") })
        #expect(label.reviewReasons.contains { $0.contains("4/4/9") })
    }

    @Test func typicalOCRSlipsInGramRowsAreUndone() throws {
        // As Tesseract read a printed label: "g" as "9", a zero as "O"
        let text = """
            Frische Vollmilch
            Nährwerte pro 100 ml
            Brennwert 268 kJ / 64 kcal
            Fett 3,5 9
            davon gesättigte Fettsäuren 2,3 g
            Kohlenhydrate 4,89
            davon Zucker 4,89
            Ballaststoffe 0O,0g
            Eiweiß 3,39
            Salz 0,13g
            """

        let label = try reader.read(text)

        expectClose(label.nutrition.fat, 3.5, "fat")
        expectClose(label.nutrition.carbohydrates, 4.8, "carbohydrate")
        expectClose(label.nutrition.fibre, 0, "fibre")
        expectClose(label.nutrition.protein, 3.3, "protein")
        expectClose(label.nutrition.sodiumMg, 52, "sodium")
        #expect(!label.needsReview, "\(label.reviewReasons)")
    }

    @Test func textWithoutATableIsRefused() {
        #expect(throws: ExtractionError.self) { try reader.read("Zutaten: Weizenmehl, Wasser\nMindestens haltbar bis") }
    }
}
