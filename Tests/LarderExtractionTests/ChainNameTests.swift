import LarderCore
import Testing

@testable import LarderExtraction

/// Chains named the way their receipts print them: a logo's full wording, a name in two words, a franchise that
/// prints its owner after the chain.
struct ChainNameTests {
    private func storeName(_ header: String) -> String? {
        StoreDetector.store(in: ReceiptLayout.rows(ofText: header + "\nMILCH 1,09 A")).store.name
    }

    @Test func aDrugstoreLogoInFullNamesItsChain() {
        // Given dm's logo row, one word joined by a hyphen to the rest of its wording
        let name = storeName("dm-drogerie markt\nWesternstr. 30\n33098 Paderborn")

        // Then the chain is named as it is stored, not missed
        #expect(name == "dm")
    }

    @Test func aChainPrintedInTwoWordsIsStoredInOne() {
        #expect(storeName("Media Markt\nPamplonastr. 2\n33106 Paderborn") == "MediaMarkt")
    }

    @Test func aFranchiseIsNamedByTheChainPrintedFirst() {
        // Given an EDEKA shop named after its owner, whose name is also a drugstore chain's
        let name = storeName("EDEKA Müller\nLindenweg 4\n33100 Paderborn")

        // Then the chain printed first names the shop
        #expect(name == "Edeka")
    }

    @Test func aStreetOrABrandNamedLikeAChainNamesNoShop() {
        // Given a bakery on the Hellweg, and a farm shop selling Tchibo's coffee
        let bakery = storeName("Bäckerei Schmidt\nHellweg 12\n33098 Paderborn")
        let farmShop = ReceiptReader.read(ReceiptLayout.rows(ofText: """
            Hofladen Meier
            Dorfstr. 3
            33100 Paderborn
            Tchibo Feine Milde 500g   5,99 A
            SUMME                     5,99
            """)).store.name

        // Then each is named by its own header
        #expect(bakery == "Bäckerei Schmidt")
        #expect(farmShop == "Hofladen Meier")
    }

    @Test func aPricedArticleWhoseUnitReadsAsALegalFormIsNoCompany() {
        // Given a market stall's receipt whose name has no legal form, over an article weighed in kg (as in "GmbH & Co.
        // KG")
        let store = StoreDetector.store(in: ReceiptLayout.rows(ofText: """
            Wochenmarkt Stand 12
            Äpfel 1,2 kg             3,60
            Kartoffeln 2,5 kg        4,00
            Summe                    7,60
            """)).store

        // Then the stall's own row names it
        #expect(store.name == "Wochenmarkt Stand 12")
    }

    @Test func theLongerOfTwoNamesAtOnePlaceWins() {
        #expect(storeName("ALDI SÜD\nDieselstr. 2\n33102 Paderborn") == "Aldi Süd")
    }
}
