import LarderCore
import LarderTestSupport
import Testing

@testable import LarderExtraction

/// A shop name's trade words (`ENTERPRISE`, `PASAR MINI`) read through one OCR look-alike, and nothing else.
struct TradeWordTests {
    private func storeName(_ text: String) -> String? {
        StoreDetector.store(in: ReceiptLayout.rows(ofText: text)).store.name
    }

    @Test(arguments: [
        ("KIM LEE ENIERPRISE", "KIM LEE ENTERPRISE"), ("PASAR M1NI SRI MAWAR", "PASAR MINI SRI MAWAR"),
        ("RES!AURANT HUA XING", "RESTAURANT HUA XING"), ("SRI STAR MAR1 SDN BHD", "SRI STAR MART SDN BHD"),
        ("GETRÄNKF HOFF", "GETRÄNKE HOFF"), ("SHACK SNACKS BAKFRY", "SHACK SNACKS BAKERY"),
        ("SENG HUAT HARDWARE TRAD1NG", "SENG HUAT HARDWARE TRADING"), ("KEDAl RUNCIT AMAN", "KEDAI RUNCIT AMAN"),
        // "Do it yourself" is a trade too: hardware and home improvement, in initials.
        ("MR O.I.Y. (JOHOR) SDN BHD", "MR D.I.Y. (JOHOR) SDN BHD"), ("MR. D.T.Y. SDN BHD", "MR. D.I.Y. SDN BHD"),
    ])
    func aTradeWordWithOneLookAlikeIsReadAsTheTradeWord(printed: String, name: String) {
        // Given a shop name whose trade word OCR misread by one look-alike, over an address
        // Then the name holds the trade word as printed
        #expect(storeName("\(printed)\nNO. 12, JALAN MERAK 3\n43000 KAJANG") == name)
    }

    @Test(arguments: [
        // One letter off, but not by a look-alike (E for I, S for C), and two look-alikes off.
        "MINE CAFE", "SAFE FOOD CENTRE", "F00D COURT", "MR O.T.Y. SDN BHD",
        // A four-letter word one letter for a letter from a trade word: as likely a real name.
        "MINT CAFE", "HART MOTOR", "KEDAI MIMI",
        // In lower case (only `l` stands for a capital).
        "Enierprise Jaya",
    ])
    func otherWordsAreLeftAsRead(name: String) {
        #expect(TradeWords.mended(name) == name)
    }
}
