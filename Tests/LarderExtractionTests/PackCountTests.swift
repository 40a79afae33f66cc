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

    @Test(arguments: [
        ("Brötchen 6 Stk", 6), ("Bagels 4 St.", 4), ("Muffins 4 Stück", 4), ("Croissant 6PK", 6),
        ("Rolls Pack of 6", 6), ("Eier 10er", 10),
    ])
    func namesStateTheirPieces(name: String, pieces: Int) {
        #expect(PackCount.pieces(in: name) == pieces)
    }

    @Test(arguments: ["Eier", "Milch 1,5%", "Wasser 6x1,5l", "Butter 250g", "Eier 1er", "2,99 Stk"])
    func namesWithoutAPackCountStateNone(name: String) {
        #expect(PackCount.pieces(in: name) == nil)
    }
}
