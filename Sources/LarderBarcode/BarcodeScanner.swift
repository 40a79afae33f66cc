import CTesseract
import CZBar

/// Finds EAN-13, EAN-8 and UPC-A barcodes in an image with ZBar.
///
/// Leptonica (already linked for OCR) decodes the image to 8-bit grey, which is what ZBar scans.
/// - Important: Each call creates and frees its own ZBar scanner, so one value is safe to share between tasks.
public struct BarcodeScanner: Sendable {
    public init() {}

    /// Every supported barcode in the image, in the order ZBar finds them; empty when there is none.
    /// - Throws: ``BarcodeError`` when the image cannot be read.
    public func barcodes(inImageAt path: String) throws -> [Barcode] {
        var pix = pixRead(path)
        defer { pixDestroy(&pix) }
        guard let pix else {
            throw BarcodeError(file: path, message: "cannot read the image; use JPEG, PNG or TIFF")
        }
        var grey = pixConvertTo8(pix, 0)
        defer { pixDestroy(&grey) }
        guard let grey else {
            throw BarcodeError(file: path, message: "cannot convert the image to greyscale")
        }
        return scan(greyscale(grey), width: Int(pixGetWidth(grey)), height: Int(pixGetHeight(grey)))
    }

    /// The pixels of an 8-bit Pix as one byte per pixel, row by row.
    private func greyscale(_ pix: UnsafeMutablePointer<PIX>) -> [UInt8] {
        let width = Int(pixGetWidth(pix))
        let height = Int(pixGetHeight(pix))
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

    private func scan(_ pixels: [UInt8], width: Int, height: Int) -> [Barcode] {
        guard !pixels.isEmpty, let scanner = zbar_image_scanner_create() else { return [] }
        defer { zbar_image_scanner_destroy(scanner) }
        zbar_image_scanner_set_config(scanner, ZBAR_NONE, ZBAR_CFG_ENABLE, 0)
        for symbology in [ZBAR_EAN13, ZBAR_EAN8, ZBAR_UPCA] {
            zbar_image_scanner_set_config(scanner, symbology, ZBAR_CFG_ENABLE, 1)
        }
        guard let image = zbar_image_create() else { return [] }
        defer { zbar_image_destroy(image) }
        // "Y800": 8-bit grey, as ZBar's zbar_fourcc macro (not visible to Swift) would spell it.
        let y800 = UInt(UInt8(ascii: "Y")) | UInt(UInt8(ascii: "8")) << 8 | UInt(UInt8(ascii: "0")) << 16
            | UInt(UInt8(ascii: "0")) << 24
        zbar_image_set_format(image, y800)
        zbar_image_set_size(image, UInt32(width), UInt32(height))
        return pixels.withUnsafeBytes { buffer in
            // ZBar reads the buffer only during zbar_scan_image; no cleanup handler, the array owns it.
            zbar_image_set_data(image, buffer.baseAddress, UInt(buffer.count), nil)
            guard zbar_scan_image(scanner, image) > 0 else { return [] }
            var found: [Barcode] = []
            var symbol = zbar_image_first_symbol(image)
            while let current = symbol {
                if let barcode = Self.barcode(current) { found.append(barcode) }
                symbol = zbar_symbol_next(current)
            }
            return found
        }
    }

    private static func barcode(_ symbol: OpaquePointer) -> Barcode? {
        let symbology: Barcode.Symbology
        switch zbar_symbol_get_type(symbol) {
        case ZBAR_EAN13: symbology = .ean13
        case ZBAR_EAN8: symbology = .ean8
        case ZBAR_UPCA: symbology = .upcA
        default: return nil
        }
        guard let data = zbar_symbol_get_data(symbol) else { return nil }
        return Barcode(symbology: symbology, digits: String(cString: data))
    }
}
