import CTesseract
import Foundation

extension LeptonicaImage {
    /// Decodes every page of an encoded image, upright, after checking its header.
    ///
    /// JPEG, PNG, WebP and the other single-image formats give one page; a TIFF gives one per
    /// directory. A JPEG's EXIF orientation is applied. Dimensions are read from the header
    /// before any pixel is decoded, so an image declaring more than `maxPixels` costs nothing.
    ///
    /// - Parameters:
    ///   - data: The encoded file.
    ///   - name: The file name used in errors.
    ///   - maxPixels: The largest width × height a page may declare.
    /// - Throws: ``OCRError`` `.emptyFile`, `.notAnImage`, `.corruptImage` or `.imageTooLarge`.
    static func decodePages(of data: Data, named name: String, maxPixels: Int) throws -> [LeptonicaImage] {
        LeptonicaMessages.silence()
        guard !data.isEmpty else {
            throw OCRError(code: .emptyFile, file: name, message: "the file is empty; scan or copy it again")
        }
        let format = Self.format(of: data)
        guard format != Int32(IFF_UNKNOWN), format != Int32(IFF_LPDF), format != Int32(IFF_PS) else {
            throw OCRError(
                code: .notAnImage, file: name,
                message: "not an image Larder can read; use JPEG, PNG, TIFF or WebP"
            )
        }
        if isTIFF(format) {
            return try decodeTIFFPages(of: data, named: name, maxPixels: maxPixels)
        }
        let (width, height) = try header(of: data, named: name)
        try check(width: width, height: height, named: name, maxPixels: maxPixels)
        if format == Int32(IFF_JFIF_JPEG), !hasJPEGEnd(data) {
            throw corrupt(name, "the JPEG data is truncated")
        }
        let image = try LeptonicaImage(
            taking: data.withUnsafeBytes { buffer in
                let bytes = buffer.bindMemory(to: UInt8.self)
                return pixReadMem(bytes.baseAddress, bytes.count)
            },
            orThrow: corrupt(name, "the image data is damaged and cannot be decoded")
        )
        guard format == Int32(IFF_JFIF_JPEG) else { return [image] }
        return [try image.oriented(ExifOrientation(jpegData: data))]
    }

    private static func format(of data: Data) -> Int32 {
        var format: Int32 = 0
        data.withUnsafeBytes { buffer in
            let bytes = buffer.bindMemory(to: UInt8.self)
            if findFileFormatBuffer(bytes.baseAddress, &format) != 0 { format = 0 }
        }
        return format
    }

    private static func isTIFF(_ format: Int32) -> Bool {
        [IFF_TIFF, IFF_TIFF_PACKBITS, IFF_TIFF_RLE, IFF_TIFF_G3, IFF_TIFF_G4, IFF_TIFF_LZW, IFF_TIFF_ZIP, IFF_TIFF_JPEG]
            .contains(Int(format))
    }

    private static func header(of data: Data, named name: String) throws -> (Int, Int) {
        var (format, width, height, bps, spp, cmap): (Int32, Int32, Int32, Int32, Int32, Int32) = (0, 0, 0, 0, 0, 0)
        let status = data.withUnsafeBytes { buffer in
            let bytes = buffer.bindMemory(to: UInt8.self)
            return pixReadHeaderMem(bytes.baseAddress, bytes.count, &format, &width, &height, &bps, &spp, &cmap)
        }
        guard status == 0, width > 0, height > 0 else {
            throw corrupt(name, "the image header is damaged or truncated")
        }
        return (Int(width), Int(height))
    }

    private static func decodeTIFFPages(
        of data: Data, named name: String, maxPixels: Int
    ) throws -> [LeptonicaImage] {
        var pages: [LeptonicaImage] = []
        while true {
            var (width, height, bps, spp, res, cmap, format): (Int32, Int32, Int32, Int32, Int32, Int32, Int32) =
                (0, 0, 0, 0, 0, 0, 0)
            let index = Int32(pages.count)
            let status = data.withUnsafeBytes { buffer in
                let bytes = buffer.bindMemory(to: UInt8.self)
                return readHeaderMemTiff(
                    bytes.baseAddress, bytes.count, index, &width, &height, &bps, &spp, &res, &cmap, &format)
            }
            guard status == 0, width > 0, height > 0 else {
                if pages.isEmpty { throw corrupt(name, "the TIFF header is damaged or truncated") }
                return pages
            }
            try check(width: Int(width), height: Int(height), named: name, maxPixels: maxPixels)
            let page = try LeptonicaImage(
                taking: data.withUnsafeBytes { buffer in
                    let bytes = buffer.bindMemory(to: UInt8.self)
                    return pixReadMemTiff(bytes.baseAddress, bytes.count, index)
                },
                orThrow: corrupt(name, "page \(index + 1) of the TIFF is damaged and cannot be decoded")
            )
            pages.append(page)
        }
    }

    private static func check(width: Int, height: Int, named name: String, maxPixels: Int) throws {
        guard width.multipliedReportingOverflow(by: height).partialValue <= maxPixels, width < 1 << 20,
            height < 1 << 20
        else {
            throw OCRError(
                code: .imageTooLarge, file: name,
                message: "the image declares \(width)×\(height) pixels, more than the limit of \(maxPixels); "
                    + "scale it down or raise maxPixels"
            )
        }
    }

    /// A complete JPEG ends with the EOI marker (FF D9), possibly followed by a few padding bytes.
    private static func hasJPEGEnd(_ data: Data) -> Bool {
        let tail = [UInt8](data.suffix(64))
        return zip(tail, tail.dropFirst()).contains { $0 == 0xFF && $1 == 0xD9 }
    }

    private static func corrupt(_ name: String, _ problem: String) -> OCRError {
        OCRError(code: .corruptImage, file: name, message: "\(problem); the file may be cut off, export or scan it again")
    }

    /// Turns the image upright as the EXIF orientation says.
    func oriented(_ orientation: ExifOrientation) throws -> LeptonicaImage {
        switch orientation.value {
        case 2: return try transformed("mirror") { pixFlipLR(nil, $0) }
        case 3: return try transformed("rotate") { pixRotateOrth($0, 2) }
        case 4: return try transformed("flip") { pixFlipTB(nil, $0) }
        case 5: return try transformed("rotate") { pixRotateOrth($0, 1) }.transformed("mirror") { pixFlipLR(nil, $0) }
        case 6: return try transformed("rotate") { pixRotateOrth($0, 1) }
        case 7: return try transformed("rotate") { pixRotateOrth($0, 1) }.transformed("flip") { pixFlipTB(nil, $0) }
        case 8: return try transformed("rotate") { pixRotateOrth($0, 3) }
        default: return self
        }
    }
}

/// Leptonica prints every failed read to stderr; Larder reports failures as ``OCRError`` instead.
enum LeptonicaMessages {
    private static let silenced: Void = {
        _ = setMsgSeverity(Int32(L_SEVERITY_NONE))
    }()

    static func silence() {
        silenced
    }
}
