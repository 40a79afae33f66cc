import LarderCore
import LarderTestSupport
import Testing

@testable import LarderExtraction

/// Packs whose name says how many pieces they hold: the weight per piece counts once per piece.
struct PackCountTests {
    @Test func aPackOfTenEggsWeighsTenEggs() async throws {
        // Given a box of ten eggs, named the German way, bought twice
        let receipt = try await ReceiptText.extracted([
            "Kaufland",
            "Eier Bodenhaltung 10er     1,79 A",
            "Bio Eier 10er              5,98 A",
            "   2 x 2,99",
            "Summe                      7,77",
        ])

        // Then each box weighs ten eggs of 60 g, and two boxes twenty
        #expect(receipt.items.map(\.grams) == [600, 1200])
        #expect(receipt.items.map(\.gramsSource) == [.perPiece, .perPiece])
    }

    @Test func aCountPrintedApartFromItsNumberStillCounts() async throws {
        // Given counts printed as a word of their own after the number, which a name's trailing crumbs would lose
        let receipt = try await ReceiptText.extracted([
            "REWE", "Eier Bodenhaltung 10 St   1,79 B", "Croissant 6 PK            1,99 B", "SUMME EUR   3,78",
        ])

        // Then ten eggs and six croissants are weighed
        #expect(receipt.items.map(\.grams) == [600, 360])
    }

    @Test func aCountIsNotMultipliedByAPacksWeightNorCountedTwice() async throws {
        // Given a four-pack of yogurts, whose term weighs a whole pack, and six rolls counted on the receipt too
        let receipt = try await ReceiptText.extracted([
            "REWE", "Joghurt mild 4er          1,49 B", "Brötchen 6 Stk            1,80 B", "  6 Stk x 0,30",
            "SUMME EUR   3,29",
        ])

        // Then the yogurt weighs its pack, and the rolls six rolls
        #expect(receipt.items.map(\.grams) == [500, 360])
    }

    @Test(arguments: [
        ("Brötchen 6 Stk", 6), ("Bagels 4 St.", 4), ("Muffins 4 Stück", 4), ("Croissant 6PK", 6),
        ("Rolls Pack of 6", 6), ("Eier 10er", 10), ("Eier 2x10er", 20), ("Snickers 4-Pack", 4),
    ])
    func namesStateTheirPieces(name: String, pieces: Int) {
        #expect(PackCount.pieces(in: name) == pieces)
    }

    @Test(arguments: ["Eier", "Milch 1,5%", "Wasser 6x1,5l", "Butter 250g", "Eier 1er", "2,99 Stk", "21st Century"])
    func namesWithoutAPackCountStateNone(name: String) {
        #expect(PackCount.pieces(in: name) == nil)
    }
}
