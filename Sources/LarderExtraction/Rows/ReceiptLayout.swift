import LarderCore

/// Rebuilds the printed rows of a receipt from OCR words and their boxes.
enum ReceiptLayout {
    /// Groups the words into rows in reading order.
    ///
    /// Words of one OCR line stay together; OCR lines whose vertical centres lie within half a line
    /// height of each other and that do not overlap horizontally are merged into one row. Without
    /// word boxes (hand-written text), every text line becomes a row.
    static func rows(of ocr: RecognizedText) -> [ReceiptRow] {
        guard !ocr.words.isEmpty else { return rows(ofText: ocr.text) }
        var lines: [Int: [RecognizedWord]] = [:]
        for word in ocr.words where !word.text.trimmingCharacters(in: .whitespaces).isEmpty {
            lines[word.line, default: []].append(word)
        }
        var segments = lines.keys.sorted().map { Segment(words: lines[$0]!) }
        segments.sort { ($0.page, $0.firstLine) < ($1.page, $1.firstLine) }
        var merged: [Segment] = []
        for segment in segments {
            // Tesseract may read a whole price column as one block after the names, so any earlier line
            // of the page can be the other half of the row.
            if let index = merged.lastIndex(where: { $0.sharesRow(with: segment) }) {
                merged[index].words += segment.words
            } else {
                merged.append(segment)
            }
        }
        // Rows in reading order: by page, then by their vertical position.
        merged.sort { ($0.page, $0.centerY) < ($1.page, $1.centerY) }
        return merged.enumerated().map { index, segment in
            let tokens = segment.words.sorted { $0.box.x < $1.box.x }.map {
                ReceiptRow.Token(
                    text: $0.text, minX: $0.box.x, maxX: $0.box.x + $0.box.width, confidence: $0.confidence)
            }
            return ReceiptRow(index: index, tokens: tokens)
        }
    }

    /// Rows from plain text, with word positions counted in characters.
    static func rows(ofText text: String) -> [ReceiptRow] {
        var rows: [ReceiptRow] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if let tokens = plainTokens(of: line) {
                if !tokens.isEmpty { rows.append(ReceiptRow(index: rows.count, tokens: tokens)) }
                continue
            }
            var tokens: [ReceiptRow.Token] = []
            var column = 0
            var current = ""
            var start = 0
            for character in line + " " {
                if character == " " || character == "\t" {
                    if !current.isEmpty {
                        tokens.append(.init(text: current, minX: start * 10, maxX: column * 10, confidence: 90))
                        current = ""
                    }
                } else {
                    if current.isEmpty { start = column }
                    current.append(character)
                }
                column += 1
            }
            if !tokens.isEmpty { rows.append(ReceiptRow(index: rows.count, tokens: tokens)) }
        }
        return rows
    }

    /// The tokens of a line as `rows(ofText:)` cuts them, read from its bytes when every scalar is a character
    /// of its own (no scalar from U+0300 up, where combining marks start, and no carriage return); `nil`
    /// otherwise. Walking characters was a tenth of the extractor's time on plain-text receipts.
    private static func plainTokens(of line: Substring) -> [ReceiptRow.Token]? {
        let bytes = Array(line.utf8)
        guard !bytes.contains(where: { $0 >= 0xCC || $0 == UInt8(ascii: "\r") }) else { return nil }
        var tokens: [ReceiptRow.Token] = []
        var column = 0
        var start: (byte: Int, column: Int)?
        // A space ends the line, as in the character walk.
        for (offset, byte) in (bytes + [UInt8(ascii: " ")]).enumerated() {
            // Continuation bytes (10xxxxxx) belong to the character begun before them.
            guard byte & 0xC0 != 0x80 else { continue }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                if let begun = start {
                    let text = String(decoding: bytes[begun.byte..<offset], as: UTF8.self)
                    tokens.append(.init(text: text, minX: begun.column * 10, maxX: column * 10, confidence: 90))
                    start = nil
                }
            } else if start == nil {
                start = (offset, column)
            }
            column += 1
        }
        return tokens
    }

    /// One OCR line while rows are being assembled.
    private struct Segment {
        var words: [RecognizedWord]

        var page: Int { words[0].page }
        var firstLine: Int { words.map(\.line).min() ?? 0 }
        var minX: Int { words.map(\.box.x).min() ?? 0 }
        var maxX: Int { words.map { $0.box.x + $0.box.width }.max() ?? 0 }
        var minY: Int { words.map(\.box.y).min() ?? 0 }
        var maxY: Int { words.map { $0.box.y + $0.box.height }.max() ?? 0 }
        var centerY: Double {
            Double(words.map { $0.box.y * 2 + $0.box.height }.reduce(0, +)) / Double(2 * words.count)
        }
        var height: Double {
            let heights = words.map(\.box.height).sorted()
            return Double(heights[heights.count / 2])
        }

        func sharesRow(with other: Segment) -> Bool {
            guard page == other.page else { return false }
            let overlapsHorizontally = minX < other.maxX && other.minX < maxX
            // Same row when their vertical extents overlap by half the smaller height: a label and a price
            // printed in different sizes still share it.
            let overlap = min(maxY, other.maxY) - max(minY, other.minY)
            return !overlapsHorizontally && Double(overlap) >= 0.5 * min(height, other.height)
        }
    }
}
