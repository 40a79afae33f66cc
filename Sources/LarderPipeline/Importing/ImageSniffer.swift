import Foundation
import LarderPDF

/// Recognises receipt files, images and PDFs, by their first bytes, never by their extension.
public enum ImageSniffer {
    /// The image formats the OCR reads, and PDF (an e-receipt's text layer, or a scan in a PDF).
    public enum Format: String, Sendable, Hashable {
        case jpeg, png, tiff, webp, pdf
    }

    /// The format the bytes start with, or `nil` when they are not an image or PDF Larder reads.
    public static func format(of header: some Collection<UInt8>) -> Format? {
        let bytes = Array(header.prefix(12))
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.starts(with: [0x49, 0x49, 0x2A, 0x00]) || bytes.starts(with: [0x4D, 0x4D, 0x00, 0x2A]) { return .tiff }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) {
            return .webp
        }
        if PDFSniffer.isPDF(bytes) { return .pdf }
        return nil
    }

    /// The format of the file at `path`, or `nil` when it is not an image or PDF, or cannot be read.
    public static func format(ofFileAt path: String) -> Format? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 12) else { return nil }
        return format(of: header)
    }
}
