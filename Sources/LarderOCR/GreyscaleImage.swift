import CTesseract
import Foundation

/// An image decoded to 8-bit grey, one byte per pixel, row by row: what a barcode scanner reads.
///
/// Decoded by the same code as OCR, so a label's barcode is looked for under the same checks: the size
/// declared in the header is refused over the pixel limit before any pixel is decoded, a damaged file is an
/// error rather than a crash, and a photo's EXIF orientation is applied.
public struct GreyscaleImage: Sendable {
    public let width: Int
    public let height: Int
    /// `width × height` bytes, 0 black to 255 white.
    public let pixels: [UInt8]

    /// Decodes the first page of an encoded image.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - name: The name used in errors.
    ///   - configuration: Supplies the pixel and page limits; the defaults suit any photo.
    /// - Throws: ``OCRError`` as OCR would for the same bytes: `.emptyFile`, `.notAnImage`, `.corruptImage` or
    ///   `.imageTooLarge`.
    public init(decoding data: Data, named name: String, configuration: OCRConfiguration = OCRConfiguration()) throws {
        let pages = try LeptonicaImage.decodePages(of: data, named: name, limits: configuration.decodingLimits)
        guard let first = pages.first else {
            throw OCRError(code: .corruptImage, file: name, message: "the image has no page")
        }
        let grey = try first.transformed("convert to greyscale") { pixConvertTo8($0, 0) }
        width = grey.width
        height = grey.height
        pixels = grey.withPix { Self.bytes(of: $0, width: grey.width, height: grey.height) }
    }

    /// The pixels of an 8-bit Pix as one byte per pixel, row by row.
    private static func bytes(of pix: UnsafeMutablePointer<PIX>, width: Int, height: Int) -> [UInt8] {
        let wordsPerLine = Int(pixGetWpl(pix))
        guard let data = pixGetData(pix) else { return [] }
        var bytes = [UInt8](repeating: 255, count: width * height)
        for y in 0..<height {
            let line = data + y * wordsPerLine
            for x in 0..<width {
                // Leptonica packs pixels into 32-bit words most significant byte first.
                let word = line[x / 4]
                bytes[y * width + x] = UInt8(truncatingIfNeeded: word >> (24 - 8 * UInt32(x % 4)))
            }
        }
        return bytes
    }
}
