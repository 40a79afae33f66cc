import LarderCore

extension RecognizedText {
    /// Several separately read pages as one text: pages and lines numbered on from page to page, texts joined
    /// by a blank line (as OCR joins the pages of a TIFF), confidence averaged over all words.
    static func joining(_ pages: [RecognizedText]) -> RecognizedText {
        var words: [RecognizedWord] = []
        var pageOffset = 0
        for page in pages {
            let lineOffset = (words.last?.line ?? -1) + 1
            words += page.words.map { word in
                var word = word
                word.page += pageOffset
                word.line += lineOffset
                return word
            }
            pageOffset += page.pages
        }
        let confidence = words.isEmpty ? 0 : words.map(\.confidence).reduce(0, +) / Double(words.count)
        return RecognizedText(
            text: pages.map(\.text).joined(separator: "\n\n"), confidence: confidence,
            seconds: pages.map(\.seconds).reduce(0, +), pages: pageOffset, words: words,
            notes: pages.compactMap(\.notes).flatMap { $0 }.nilIfEmpty,
            languages: Set(pages.compactMap(\.languages)).sorted().joined(separator: ", ").nilIfEmpty
        )
    }
}

extension Collection {
    /// `nil` for an empty collection, so that optional fields stay out of JSON when there is nothing to say.
    fileprivate var nilIfEmpty: Self? { isEmpty ? nil : self }
}
