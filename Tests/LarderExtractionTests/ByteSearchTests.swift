import Foundation
import Testing

@testable import LarderExtraction

/// The byte-level keyword tests give Foundation's answers, including where Unicode makes bytes and
/// characters differ.
struct ByteSearchTests {
    @Test(arguments: [
        ("summe eur 12,90", "summe", true), ("zwischensumme", "summe", true), ("summ", "summe", false),
        ("rückgeld 2,10", "rückgeld", true), ("ruckgeld", "rückgeld", false), ("rückgeld", "ruckgeld", false),
        // A decomposed ü (u + combining diaeresis) is the same text as a precomposed one.
        ("ru\u{308}ckgeld", "rückgeld", true), ("ru\u{308}ckgeld", "ruckgeld", false),
        // A combining mark makes a new character: "é" does not hold "e".
        ("cafe\u{301}", "cafe", false), ("e\u{301}x", "e", false),
        ("", "a", false), ("abc", "", false), ("TOTAL", "total", false), ("€ 1,99", "€", true),
        // The Kelvin sign is a K under canonical equivalence.
        ("\u{212A}G", "KG", true),
    ])
    func includesAgreesWithFoundation(text: String, keyword: String, expected: Bool) {
        #expect(text.includes(keyword) == expected)
        #expect(text.includes(keyword) == text.contains(keyword))
    }

    @Test(arguments: [
        ("1,5 l", ",", "."), ("2 x 1,99, 3,99", ",", "."), ("total amount", " ", ""), ("3 @ 3.49", "@", "x"),
        ("walnuesse", "ue", "ü"), ("hähnchen", "ä", "a"), ("straße", "ß", "ss"), ("ha\u{308}hnchen", "ä", "a"),
        ("no match here", "@", "x"), ("aaa", "aa", "b"),
    ])
    func replacingTextAgreesWithFoundation(text: String, target: String, replacement: String) {
        #expect(text.replacingText(target, with: replacement)
            == text.replacingOccurrences(of: target, with: replacement))
    }

    @Test func replacesLeftToRightWithoutOverlap() {
        #expect("aaa".replacingText("aa", with: "b") == "ba")
        #expect("1,234,56".replacingText(",", with: ".") == "1.234.56")
    }

    @Test func hasBytesLooksAtBytesOnly() {
        #expect("6x0,33l".hasBytes("x"))
        #expect("2 × 1,99".hasBytes("×"))
        #expect(!"TOTAL".hasBytes("total"))
        #expect(!"".hasBytes("a"))
    }

    @Test func asciiLettersNeedNoUnicodeTables() {
        for byte in UInt8(0)..<0x80 {
            let character = Character(Unicode.Scalar(byte))
            #expect(character.isWordLetter == character.isLetter, "byte \(byte)")
        }
        for character: Character in ["ä", "ß", "é", "€", "½", "\r\n", "e\u{301}"] {
            #expect(character.isWordLetter == character.isLetter)
        }
    }
}
