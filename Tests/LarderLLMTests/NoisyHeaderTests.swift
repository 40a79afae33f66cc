import LarderCore
import Testing

@testable import LarderLLM

/// Shop names and purchase dates read through the noise of real receipt headers and article codes.
struct NoisyHeaderTests {
    private func storeName(_ text: String) -> String? {
        StoreDetector.store(in: ReceiptLayout.rows(ofText: text)).store.name
    }

    @Test func joinsACompanyNameWrappedOverThreeLines() {
        let header = """
            AIK HUAT HARDWARE
            ENTERPRISE (SETIA
            ALAM) SDN BHD
            822737-X
            NO. 17-G, JALAN SETIA INDAH
            """
        #expect(storeName(header) == "AIK HUAT HARDWARE ENTERPRISE (SETIA ALAM) SDN BHD")
    }

    @Test func takesTheNameAboveALineOfOnlyTradeAndLegalForm() {
        let header = """
            LIAN CHI PU TIAN VEGETARIAN
            RESTAURANT SDN BHD
            (1095514-X)
            54,JALAN SS23/11.
            """
        #expect(storeName(header) == "LIAN CHI PU TIAN VEGETARIAN RESTAURANT SDN BHD")
    }

    @Test func doesNotJoinAnOwnershipLineToTheName() {
        let header = """
            BANH MI CAFE
            DIMILIKI: BANH MI CAFE SDN BHD 1110644-W
            NO. 1 JALAN PUTERI 7/10
            """
        #expect(storeName(header) == "BANH MI CAFE")
    }

    @Test(arguments: [
        ("BOOK TA .K(TAMAN DAYA) SDN BND", "BOOK TA .K(TAMAN DAYA) SDN BHD"),
        ("POPULAR BOOK CP. (M) SDN BHD", "POPULAR BOOK CO. (M) SDN BHD"),
        ("Timeless Kitchenette San Bhd", "Timeless Kitchenette SDN BHD"),
        ("UNIHAKKA INTERNATIONAL SON BRD", "UNIHAKKA INTERNATIONAL SDN BHD"),
        ("LIAN HING STATIONERY SDN BEHD", "LIAN HING STATIONERY SDN BHD"), ("MR. D.I.Y. SON Bab", "MR. D.I.Y. SDN BHD"),
        ("AEGN CO. (M} BHD", "AEGN CO. (M) BHD"), ("Farmasi Maluri 5/B", "Farmasi Maluri S/B"),
    ])
    func mendsOCRSlipsInMalaysianLegalForms(printed: String, name: String) {
        #expect(storeName(printed + "\nNO 8, JALAN 7/118B") == name)
    }

    @Test func dropsARegistrationNumberWhoseCheckLetterOCRMisread() {
        #expect(storeName("Aue oF\nAEON CO. (M) BHD (126926-#)\nCHERAS, 85100 KUALA LUMPUR") == "AEON CO. (M) BHD")
    }

    @Test func findsTheChainInItsWebAddressWhenTheLogoIsUnreadable() {
        let receipt = "7 Led!\nSenefelder Straße 2\n33100 Paderborn\nelec.-cash 59,96\nwww,roller.de\nVielen Dank"
        #expect(storeName(receipt) == "Roller")
    }

    @Test func theAddressAfterAGarbledLogoIsStillHeader() async throws {
        // Given a logo OCR garbled, the address, and the chain only in the web address at the bottom
        let receipt = try await ReceiptText.extracted([
            "7 Led!", "Senefelder Straße 2", "33100 Paderborn", "Cuschvorhang          29,98 1",
            "KC~Garnitur           29,98 1", "elec.-cash            59,96", "www,roller.de",
        ])

        // Then the address lines are no articles
        #expect(receipt.store.name == "Roller")
        #expect(receipt.items.map(\.originalText) == ["Cuschvorhang", "KC~Garnitur"])
    }

    @Test func articleCodesWithGluedLettersAreNotDates() {
        #expect(ReceiptDateParser.dates(in: "HD03-04-06 - 5/40/160").isEmpty)
        #expect(ReceiptDateParser.dates(in: "HC03-7 - 15 9066468").isEmpty)
    }

    @Test func prefersTheDateStampedWithATime() {
        // Given a voucher's expiry date above the till stamp at the end of the receipt
        let rows = ReceiptLayout.rows(ofText: "VALID TO 30/06/19\nRM 33.92\n12-01-19 21:13 SH01 ZK09")

        // Then the date with a time of day is the purchase date
        #expect(ReceiptDateParser.date(in: rows) == ReceiptDate(year: 2019, month: 1, day: 12))
    }
}
