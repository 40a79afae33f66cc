import LarderLogging
import Testing

struct ControlCharacterTests {
    @Test func controlCharactersAreEscapedAndOtherTextKept() {
        #expect("plain Käse.jpg".escapingControlCharacters == "plain Käse.jpg")
        #expect("a\nb\r\tc".escapingControlCharacters == "a\\nb\\r\\tc")
        #expect("\u{1B}[31mred\u{7F}\u{9B}".escapingControlCharacters == "\\u{1B}[31mred\\u{7F}\\u{9B}")
    }
}
