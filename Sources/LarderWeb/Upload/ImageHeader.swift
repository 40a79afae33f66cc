/// The pixel size an image declares in its header, read without decoding it, so an upload that would decode
/// into gigabytes (a decompression bomb) is refused before it reaches the inbox.
///
/// The web app's process never loads an image library; the OCR worker checks the same limits again when it
/// decodes, so this is the first of two checks, not the only one.
enum ImageHeader {
    /// The width and height of each page (one but for a multi-page TIFF); `nil` when the header holds no size
    /// (a damaged file).
    static func pages(of bytes: [UInt8], format: Format, maxPages: Int) -> [(width: Int, height: Int)]? {
        switch format {
        case .png: return png(bytes).map { [$0] }
        case .jpeg: return jpeg(bytes).map { [$0] }
        case .webp: return webp(bytes).map { [$0] }
        case .tiff: return tiff(bytes, maxPages: maxPages)
        }
    }

    enum Format {
        case png, jpeg, webp, tiff
    }

    private static func png(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        // The signature (8 bytes), the IHDR chunk's length and type (8), then width and height, big-endian.
        guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        return (bigEndian(bytes, 16, 4), bigEndian(bytes, 20, 4))
    }

    private static func jpeg(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF {
                index += 1  // fill byte
                continue
            }
            // Markers without a length: start of image, restarts, temporary.
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) {
                index += 2
                continue
            }
            let length = bigEndian(bytes, index + 2, 2)
            // A start of frame (baseline, progressive, lossless, arithmetic; not DHT C4, JPG C8 or DAC CC).
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return (bigEndian(bytes, index + 7, 2), bigEndian(bytes, index + 5, 2))
            }
            guard length >= 2 else { return nil }
            index += 2 + length
        }
        return nil
    }

    private static func webp(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 30 else { return nil }
        switch String(decoding: bytes[12..<16], as: UTF8.self) {
        case "VP8 ":
            return (littleEndian(bytes, 26, 2) & 0x3FFF, littleEndian(bytes, 28, 2) & 0x3FFF)
        case "VP8L":
            let bits = littleEndian(bytes, 21, 4)
            return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X":
            return (littleEndian(bytes, 24, 3) + 1, littleEndian(bytes, 27, 3) + 1)
        default:
            return nil
        }
    }

    /// Every page's size, following the chain of image directories; stops one past `maxPages`, which is enough
    /// to refuse the file.
    private static func tiff(_ bytes: [UInt8], maxPages: Int) -> [(width: Int, height: Int)]? {
        guard bytes.count >= 8 else { return nil }
        let little = bytes[0] == 0x49
        let read = { (offset: Int, count: Int) -> Int? in
            guard offset >= 0, offset + count <= bytes.count else { return nil }
            return little ? littleEndian(bytes, offset, count) : bigEndian(bytes, offset, count)
        }
        var pages: [(width: Int, height: Int)] = []
        var visited: Set<Int> = []
        var directory = read(4, 4) ?? 0
        while directory != 0, pages.count <= maxPages, visited.insert(directory).inserted {
            guard let count = read(directory, 2) else { return nil }
            var width: Int?
            var height: Int?
            for entry in 0..<count {
                let start = directory + 2 + entry * 12
                guard let tag = read(start, 2), let type = read(start + 2, 2) else { return nil }
                // SHORT (3) values sit in the first two bytes of the value field, LONG (4) in all four.
                let value = type == 3 ? read(start + 8, 2) : read(start + 8, 4)
                if tag == 256 { width = value }
                if tag == 257 { height = value }
            }
            guard let width, let height else { return nil }
            pages.append((width, height))
            directory = read(directory + 2 + count * 12, 4) ?? 0
        }
        return pages.isEmpty ? nil : pages
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func littleEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        bytes[offset..<(offset + count)].reversed().reduce(0) { $0 << 8 | Int($1) }
    }
}
