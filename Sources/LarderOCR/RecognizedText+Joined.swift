import LarderCore

extension RecognizedText {
    /// Words of a line joined by spaces, lines by `\n`, pages by a blank line.
    static func joinedText(of words: [RecognizedWord]) -> String {
        var text = ""
        var previous: RecognizedWord?
        for word in words {
            if let previous {
                text += word.page != previous.page ? "\n\n" : word.line != previous.line ? "\n" : " "
            }
            text += word.text
            previous = word
        }
        return text
    }
}
