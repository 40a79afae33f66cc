/// Tells a PDF by its first bytes, never by its name.
public enum PDFSniffer {
    /// Whether the bytes start with the PDF header `%PDF-`. Only at the very start: a PDF's header may follow
    /// some junk, but a JPEG whose comment happens to hold `%PDF-` must stay a JPEG.
    public static func isPDF(_ header: some Collection<UInt8>) -> Bool {
        header.starts(with: Array("%PDF-".utf8))
    }
}
