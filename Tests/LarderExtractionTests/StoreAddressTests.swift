import LarderCore
import Testing

@testable import LarderExtraction

/// The shop's address read from the header, without the registration lines printed around it.
struct StoreAddressTests {
    private func address(_ text: String) -> String? {
        StoreDetector.store(in: ReceiptLayout.rows(ofText: text)).store.address
    }

    @Test func skipsCompanyNumbersBetweenNameAndAddress() {
        let header = """
            POPULAR BOOK
            CO. (M) SDN BHD
            (CO. NO. 113825-W)
            (GST REG NO. 001492992000)
            NO 8, JALAN 7/118B, DESA TUN RAZAK
            56000 KUALA LUMPUR, MALAYSIA
            TEL : 03-9201 6281
            """
        #expect(address(header) == "NO 8, JALAN 7/118B, DESA TUN RAZAK, 56000 KUALA LUMPUR, MALAYSIA")
    }

    @Test func doesNotTakeARegistrationNumberForAHouseNumber() {
        // "NO." makes the registration line look like the start of an address.
        let header = """
            KEDAI PAPAN YEW CHUAN
            COMPANY REG. NO. : 001055194X
            NO 37, JALAN MANIS 7, TAMAN SEGAR,
            56100 CHERAS, KUALA LUMPUR.
            """
        #expect(address(header) == "NO 37, JALAN MANIS 7, TAMAN SEGAR, 56100 CHERAS, KUALA LUMPUR")
    }

    @Test func stopsBeforeATaxNumberInBracketsAfterThePostcode() {
        let header = """
            SUSHI MENTAI
            MIZU MENTAI SDN. BHD. (1248446-V)
            NO: 1-1&2 GROUND FLOOR,
            JLN TEMENGGUNG 13/9,
            43200 CHERAS SELANGOR.
            (GST REG.NO: 001375580160)
            TAX INVOICE
            """
        #expect(address(header) == "NO: 1-1&2 GROUND FLOOR, JLN TEMENGGUNG 13/9, 43200 CHERAS SELANGOR")
    }

    @Test func skipsACompanyNumberWhoseHyphenOCRReadAsATilde() {
        // Given a company number read `(65351~M)` (sroie 145), whose five digits look like a postcode
        let header = """
            GERBANG ALAF RESTAURANTS SDN BHD
            (65351~M)
            LEVEL 6, BANGUNAN TH, DAMANSARA UPTOWN3
            NO.3, JALAN SS21/39, 47400 PETALING JAYA
            """

        // Then it is no address line
        #expect(address(header) == "LEVEL 6, BANGUNAN TH, DAMANSARA UPTOWN3, NO.3, JALAN SS21/39, 47400 PETALING JAYA")
    }

    @Test func skipsAGermanTaxNumberBeforeTheStreet() {
        let header = """
            EDEKA Center Schmidt
            USt-IdNr. DE 123456789
            Hauptstraße 12
            33100 Paderborn
            """
        #expect(address(header) == "Hauptstraße 12, 33100 Paderborn")
    }

    @Test func keepsABranchNameInBracketsAfterThePostcode() {
        let header = """
            MR. D.I.Y. (M) SDN BHD
            LOT 1851-A & 1851-B, JALAN KPB 6,
            43300 SERI KEMBANGAN, SELANGOR
            (MR DIY TESCO TERBAU)
            """
        #expect(
            address(header) == "LOT 1851-A & 1851-B, JALAN KPB 6, 43300 SERI KEMBANGAN, SELANGOR, (MR DIY TESCO TERBAU)")
    }

    @Test func aTradeEndingLikeAStreetIsTheNameNotTheAddress() {
        // Given a name whose last word ends like a German street ("TAILORING", "-ring") and no company mark
        let header = """
            3180303
            GL HANDICRAFT & TAILORING
            19, JALAN KANCIL,
            OFF JALAN PUDU,
            55100 KUALA LUMPUR
            MALAYSIA
            """
        let store = StoreDetector.store(in: ReceiptLayout.rows(ofText: header)).store

        // Then it is the name, and the address starts below it
        #expect(store.name == "GL HANDICRAFT & TAILORING")
        #expect(store.address?.hasPrefix("19, JALAN KANCIL") == true)
    }

    @Test func aGermanStreetEndingWithItsHouseNumberIsStillAnAddress() {
        let header = """
            Backhaus Schulte
            Altstadtring 12
            33098 Paderborn
            """
        #expect(address(header) == "Altstadtring 12, 33098 Paderborn")
    }

    @Test func thanksPrintedAboveTheNameAreNoName() {
        let header = """
            TQ FOR SHOPPING WITH myNEWS.com
            PAGOH REST AND SERVICE AREA
            LOT R1, KWS REHAT & RAWAT PAGOH ARAH UTARA,
            84600,PAGOH, JOHOR
            """
        #expect(StoreDetector.store(in: ReceiptLayout.rows(ofText: header)).store.name == "PAGOH REST AND SERVICE AREA")
    }
}
