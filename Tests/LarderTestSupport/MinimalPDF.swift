import Foundation

/// Writes small PDFs in tests, byte by byte, with no PDF library: pages of Courier text placed where asked, in the
/// order given. Enough for files a PDF library must read right (text drawn out of reading order) or refuse
/// (thousands of pages, a giant page).
public struct MinimalPDF: Sendable {
    /// A run of text whose baseline starts at `x`, `y` points from the page's bottom left.
    public struct Text: Sendable {
        public var x: Double
        public var y: Double
        public var string: String

        public init(x: Double, y: Double, _ string: String) {
            self.x = x
            self.y = y
            self.string = string
        }
    }

    public struct Page: Sendable {
        public var width: Double
        public var height: Double
        public var texts: [Text]

        public init(width: Double, height: Double, texts: [Text] = []) {
            self.width = width
            self.height = height
            self.texts = texts
        }
    }

    public var pages: [Page]

    public init(pages: [Page]) {
        self.pages = pages
    }

    /// `count` pages without text: ten thousand of them are a file of about a megabyte and a half.
    public static func blankPages(_ count: Int, width: Double = 227, height: Double = 600) -> MinimalPDF {
        MinimalPDF(pages: Array(repeating: Page(width: width, height: height), count: count))
    }

    /// The file's bytes: catalog, page tree, one font, each page with its content stream, and a correct xref.
    public var data: Data {
        var objects: [String] = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "",  // the page tree, once the pages' numbers are known
            "<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>",
        ]
        var kids: [Int] = []
        for page in pages {
            let content: String = page.texts.map { text in
                let escaped = text.string.replacingOccurrences(of: "\\", with: "\\\\")
                    .replacingOccurrences(of: "(", with: "\\(").replacingOccurrences(of: ")", with: "\\)")
                return "BT /F1 8 Tf \(text.x) \(text.y) Td (\(escaped)) Tj ET"
            }.joined(separator: "\n")
            objects.append("<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream")
            objects.append(
                "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(page.width) \(page.height)] /Contents "
                    + "\(objects.count) 0 R /Resources << /Font << /F1 3 0 R >> >> >>")
            kids.append(objects.count)
        }
        objects[1] = "<< /Type /Pages /Kids [\(kids.map { "\($0) 0 R" }.joined(separator: " "))] /Count \(kids.count) >>"
        var output = Data("%PDF-1.4\n".utf8)
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(output.count)
            output.append(contentsOf: "\(index + 1) 0 obj\n\(object)\nendobj\n".utf8)
        }
        let xref = output.count
        var table = "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets {
            table += String(format: "%010d 00000 n \n", offset)
        }
        table += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        output.append(contentsOf: table.utf8)
        return output
    }
}
