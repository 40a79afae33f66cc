import CTesseract
import Foundation

/// A multi-page TIFF of blank 1-bit pages written with Leptonica: G4 compresses a blank page of any size to a
/// few hundred bytes, so a tiny file can declare billions of pixels, as a TIFF bomb does.
public struct BlankTIFF: Sendable {
    public let path: String

    /// Writes `pages` blank pages of `width` × `height` pixels into `folder`.
    public init(pages: Int, width: Int, height: Int, in folder: TemporaryDirectory) throws {
        path = folder.path("blank-\(pages)x\(width)x\(height).tif")
        var pix: UnsafeMutablePointer<PIX>? = pixCreate(Int32(width), Int32(height), 1)
        defer { pixDestroy(&pix) }
        for page in 0..<pages {
            guard pixWriteTiff(path, pix, Int32(IFF_TIFF_G4), page == 0 ? "w" : "a") == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
            }
        }
    }

    public var url: URL { URL(fileURLWithPath: path) }

    public var size: Int { (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0 }
}
