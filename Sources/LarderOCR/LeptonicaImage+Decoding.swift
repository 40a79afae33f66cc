import CLibraryLoader
import CTesseract
import Foundation

extension LeptonicaImage {
    /// Decodes every page of an encoded image, upright, after checking its header.
    ///
    /// JPEG, PNG, WebP and the other single-image formats give one page; a TIFF gives one per
    /// directory. A JPEG's EXIF orientation is applied. Dimensions (and a TIFF's page count) are read
    /// from the headers before any pixel is decoded, so an image over a limit costs nothing.
    ///
    /// - Parameters:
    ///   - data: The encoded file.
    ///   - name: The file name used in errors.
    ///   - limits: The largest page, page count and pixels of all pages together.
    /// - Throws: ``OCRError`` `.emptyFile`, `.notAnImage`, `.corruptImage` or `.imageTooLarge`.
    static func decodePages(of data: Data, named name: String, limits: DecodingLimits) throws -> [LeptonicaImage] {
        try TesseractInfo.requireLibraries(for: name)
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
            return try decodeTIFFPages(of: data, named: name, limits: limits)
        }
        let (width, height) = try header(of: data, named: name)
        try check(width: width, height: height, named: name, maxPixels: limits.maxPixels)
        try checkTotal(width * height, named: name, maxTotalPixels: limits.maxTotalPixels)
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

    /// Reads every page's header first, so a small file declaring many large pages (a TIFF bomb) is refused
    /// before one of them is decoded; decoded pages are held together, so their sum is what memory must hold.
    private static func decodeTIFFPages(
        of data: Data, named name: String, limits: DecodingLimits
    ) throws -> [LeptonicaImage] {
        var totalPixels = 0
        var pageCount = 0
        while let (width, height) = tiffPageSize(of: data, page: pageCount) {
            guard pageCount < limits.maxPages else {
                throw OCRError(
                    code: .imageTooLarge, file: name,
                    message: "the TIFF has more than \(limits.maxPages) pages, the limit; split it into receipts "
                        + "or raise ocr.max_pages"
                )
            }
            try check(width: width, height: height, named: name, maxPixels: limits.maxPixels)
            totalPixels += width * height
            try checkTotal(totalPixels, named: name, maxTotalPixels: limits.maxTotalPixels)
            pageCount += 1
        }
        guard pageCount > 0 else { throw corrupt(name, "the TIFF header is damaged or truncated") }
        return try (0..<pageCount).map { index in
            try LeptonicaImage(
                taking: data.withUnsafeBytes { buffer in
                    let bytes = buffer.bindMemory(to: UInt8.self)
                    return pixReadMemTiff(bytes.baseAddress, bytes.count, Int32(index))
                },
                orThrow: corrupt(name, "page \(index + 1) of the TIFF is damaged and cannot be decoded")
            )
        }
    }

    /// The width and height page `page` declares, or `nil` past the last page (or at a damaged header).
    private static func tiffPageSize(of data: Data, page: Int) -> (Int, Int)? {
        var (width, height, bps, spp, res, cmap, format): (Int32, Int32, Int32, Int32, Int32, Int32, Int32) =
            (0, 0, 0, 0, 0, 0, 0)
        let status = data.withUnsafeBytes { buffer in
            let bytes = buffer.bindMemory(to: UInt8.self)
            return readHeaderMemTiff(
                bytes.baseAddress, bytes.count, Int32(page), &width, &height, &bps, &spp, &res, &cmap, &format)
        }
        guard status == 0, width > 0, height > 0 else { return nil }
        return (Int(width), Int(height))
    }

    private static func check(width: Int, height: Int, named name: String, maxPixels: Int) throws {
        guard width.multipliedReportingOverflow(by: height).partialValue <= maxPixels, width < 1 << 20,
            height < 1 << 20
        else {
            throw OCRError(
                code: .imageTooLarge, file: name,
                message: "the image declares \(width)×\(height) pixels, more than the limit of \(maxPixels); "
                    + "scale it down or raise ocr.max_pixels (--max-pixels)"
            )
        }
    }

    private static func checkTotal(_ totalPixels: Int, named name: String, maxTotalPixels: Int) throws {
        guard totalPixels > maxTotalPixels else { return }
        throw OCRError(
            code: .imageTooLarge, file: name,
            message: "the image's pages declare \(totalPixels) pixels or more together, more than the limit of "
                + "\(maxTotalPixels); scale them down, split the file, or raise ocr.max_total_pixels"
        )
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
