import LarderCore
import LarderTestSupport
import Testing

@testable import LarderExtraction

/// Shop names and purchase dates read through the noise of real receipt headers and article codes.
struct NoisyHeaderTests {
    private func storeName(_ text: String) -> String? {
        StoreDetector.store(in: ReceiptLayout.rows(ofText: text)).store.name
    }

    /// The shop name of lines laid out as OCR words, with the first line's words read at `logoConfidences`.
    private func storeName(_ lines: [String], logoConfidences: [Double]) -> String? {
        var reading = ReceiptText.recognized(lines)
        for (index, confidence) in zip(reading.words.indices.filter { reading.words[$0].line == 0 }, logoConfidences) {
            reading.words[index].confidence = confidence
        }
        return StoreDetector.store(in: ReceiptLayout.rows(of: reading)).store.name
    }

    @Test(arguments: [
        ("MR. D.I.¥. SDN BHD", "MR. D.I.Y. SDN BHD"), ("MR.D.1.Y(M)SDN BHD", "MR.D.I.Y(M)SDN BHD"),
        ("S.H.H. MOTOR SDN BHD", "S.H.H. MOTOR SDN BHD"), ("NO.1.2 TRADING SDN BHD", "NO.1.2 TRADING SDN BHD"),
    ])
    func initialsAreReadThroughDigitsAndSigns(printed: String, name: String) {
        #expect(storeName("\(printed)\nLOT 1851-A, JALAN KPB 6\n43300 SERI KEMBANGAN") == name)
    }

    @Test func aLogoGarbledIntoWordsTesseractIsUnsureOfIsNoName() {
        // Given a logo read as two words of little confidence above the printed name and the address
        let lines = ["Ruvo mede", "SENTOSA KITCHEN SUPPLIES", "NO. 12, JALAN MERAK 3", "43000 KAJANG"]

        // Then the printed name is the shop's
        #expect(storeName(lines, logoConfidences: [41, 38]) == "SENTOSA KITCHEN SUPPLIES")
    }

    @Test func aLogoWithOneWordReadSurelyBesideItsNoiseIsStillTheName() {
        // Given a logo whose name word Tesseract is sure of, beside a mark read as noise
        let lines = ["Xy» FALKEN APOTHEKE", "Inhaberin Maria Brandt", "Kasseler Strasse 8", "34117 Kassel"]

        // Then the logo names the shop, though its words' mean confidence is low
        #expect(storeName(lines, logoConfidences: [0, 40, 88])?.contains("APOTHEKE") == true)
    }

    @Test func noiseOfShortWordsAboveTheNameIsPassedOver() {
        // Given a stamp read as short words Tesseract is sure enough of, above the printed name and the address
        let lines = ["Dae fs", "PASAR MINI JIN SENG", "379, JALAN PERMAS SATU", "81750 PLENTONG, JOHOR."]

        // Then the row with a longer word names the shop
        #expect(storeName(lines, logoConfidences: [71, 64]) == "PASAR MINI JIN SENG")
    }

    @Test(arguments: [
        ["TAN BEE KEE", "NO. 12, JALAN MERAK 3", "43000 KAJANG"],
        ["ZUM HUT", "Inhaberin Maria Brandt", "Kasseler Strasse 8", "34117 Kassel"],
    ])
    func aNameOfShortWordsInCapitalsIsStillTheName(lines: [String]) {
        // Given a printed name of short words only, in capitals, also above a line with longer words
        // Then it is still the shop's name
        #expect(storeName(lines, logoConfidences: [90, 90, 90]) == lines[0])
    }

    @Test func joinsACompanyNameWrappedOverThreeLines() {
        let header = """
            KIM SENG HARDWARE
            ENTERPRISE (BUKIT
            MAWAR) SDN BHD
            123456-X
            NO. 4-G, JALAN MAWAR INDAH
            """
        #expect(storeName(header) == "KIM SENG HARDWARE ENTERPRISE (BUKIT MAWAR) SDN BHD")
    }

    @Test func takesTheNameAboveALineOfOnlyTradeAndLegalForm() {
        let header = """
            SRI MURNI HIJAU VEGETARIAN
            RESTAURANT SDN BHD
            (1234567-X)
            21,JALAN SS9/4.
            """
        #expect(storeName(header) == "SRI MURNI HIJAU VEGETARIAN RESTAURANT SDN BHD")
    }

    @Test func doesNotJoinAnOwnershipLineToTheName() {
        let header = """
            ROTI BAKAR CAFE
            DIMILIKI: ROTI BAKAR CAFE SDN BHD 1234567-W
            NO. 3 JALAN MELATI 2/5
            """
        #expect(storeName(header) == "ROTI BAKAR CAFE")
    }

    @Test(arguments: [
        ("BUKU .K(TAMAN MAWAR) SDN BND", "BUKU .K(TAMAN MAWAR) SDN BHD"),
        ("CAHAYA BOOK CP. (M) SDN BHD", "CAHAYA BOOK CO. (M) SDN BHD"),
        ("Golden Dapur San Bhd", "Golden Dapur SDN BHD"),
        ("SINAR INTERNATIONAL SON BRD", "SINAR INTERNATIONAL SDN BHD"),
        ("KIM HUAT STATIONERY SDN BEHD", "KIM HUAT STATIONERY SDN BHD"), ("MR. D.I.Y. SON Bab", "MR. D.I.Y. SDN BHD"),
        ("AEGN CO. (M} BHD", "AEGN CO. (M) BHD"), ("Farmasi Mawar 5/B", "Farmasi Mawar S/B"),
        ("88 MINI MART 5/8", "88 MINI MART S/B"), ("88 MINI MART S/8", "88 MINI MART S/B"),
    ])
    func mendsOCRSlipsInMalaysianLegalForms(printed: String, name: String) {
        #expect(storeName(printed + "\nNO 5, JALAN 3/21A") == name)
    }

    @Test func dropsARegistrationNumberWhoseCheckLetterOCRMisread() {
        #expect(storeName("Aue oF\nAEON CO. (M) BHD (123456-#)\nTAMAN MAWAR, 12345 KUALA LUMPUR") == "AEON CO. (M) BHD")
    }

    @Test(arguments: ["(519537: x)", "(519537~X)", "(519537:X)"])
    func dropsARegistrationNumberWhoseHyphenOCRMisread(registration: String) {
        // Given a name with its registration number on its line, the hyphen read as a colon or a tilde (sroie 070)
        let header = "99 SPEED MART 5/8 \(registration)\nLOT P.T. 2811, JALAN ANGSA\n41150 KLANG, SELANGOR"

        // Then the number is no part of the name, and the name is no less a name for it
        #expect(storeName(header) == "99 SPEED MART S/B")
    }

    @Test func findsTheChainInItsWebAddressWhenTheLogoIsUnreadable() {
        let receipt = "8 Rol!\nLindenallee 7\n12345 Musterstadt\nelec.-cash 29,98\nwww,roller.de\nVielen Dank"
        #expect(storeName(receipt) == "Roller")
    }

    @Test func findsTheChainInItsWebAddressWithItsWwwMisread() {
        // Given a header that is only an address, read by English OCR ("ß" as "f"), and "www" read as "waw"
        let receipt = "Lindenstrafe 7\n12345 Musterstadt\nelec.-cash 29,98\nwaw.roller.de\nVielen Dank"

        // Then the address is no shop name, and the web address names the shop
        let store = StoreDetector.store(in: ReceiptLayout.rows(ofText: receipt)).store
        #expect(store.name == "Roller")
        #expect(store.address == "Lindenstrafe 7, 12345 Musterstadt")
    }

    @Test(arguments: ["Hauptstrafe 3", "HauptstraBe 3"])
    func aStreetWhoseSharpSWasMisreadIsAnAddress(street: String) {
        let store = StoreDetector.store(in: ReceiptLayout.rows(ofText: "LIDL\n\(street)\n12345 Musterstadt")).store
        #expect(store.address == "\(street), 12345 Musterstadt")
    }

    /// A furniture receipt under `company`, long enough that its last row, "IKEA", is small print, not header.
    private func furnitureReceipt(company: String) -> String {
        let articles = (1...6).map { "Artikel 1234567\($0)\nREGAL \($0) 9,00" }
        return ([company] + articles + ["Summe 54,00", "Danke", "IKEA"]).joined(separator: "\n")
    }

    @Test func aCompanyLineOneLetterFromAChainNamedInTheSmallPrintIsThatChain() {
        // Given a company line whose logo letter OCR misread, and the chain's name in the small print
        let receipt = furnitureReceipt(company: "TKEA Deutschland GmbH & Co. KG")

        // Then the shop is the chain
        #expect(storeName(receipt) == "IKEA")
    }

    @Test func aCompanyLineMoreThanOneLetterFromTheChainIsKept() {
        // "TKEB" is two letters from "IKEA": another company, whatever the small print names.
        #expect(storeName(furnitureReceipt(company: "TKEB Moebel GmbH")) == "TKEB Moebel GmbH")
    }

    @Test func theAddressAfterAGarbledLogoIsStillHeader() async throws {
        // Given a logo OCR garbled, the address, and the chain only in the web address at the bottom
        let receipt = try await ReceiptText.extracted([
            "8 Rol!", "Lindenallee 7", "12345 Musterstadt", "Gardinenstange        19,99 1",
            "Ki~senbezug            9,99 1", "elec.-cash            29,98", "www,roller.de",
        ])

        // Then the address lines are no articles
        #expect(receipt.store.name == "Roller")
        #expect(receipt.items.map(\.originalText) == ["Gardinenstange", "Ki~senbezug"])
    }

    @Test func articleCodesWithGluedLettersAreNotDates() {
        #expect(ReceiptDateParser.dates(in: "HD03-04-06 - 5/40/160").isEmpty)
        #expect(ReceiptDateParser.dates(in: "HC03-7 - 15 9066468").isEmpty)
    }

    @Test func prefersTheDateStampedWithATime() {
        // Given a voucher's expiry date above the till stamp at the end of the receipt
        let rows = ReceiptLayout.rows(ofText: "VALID TO 30/06/19\nRM 21.40\n12-01-19 21:13 KT02 ZK11")

        // Then the date with a time of day is the purchase date
        #expect(ReceiptDateParser.date(in: rows) == ReceiptDate(year: 2019, month: 1, day: 12))
    }
}
