import CLibraryLoader
import CZBar
import Foundation
import LarderOCR

/// Finds EAN-13, EAN-8 and UPC-A barcodes in an image with ZBar.
///
/// LarderOCR decodes the image to 8-bit grey (with OCR's size limits and EXIF orientation), which is what ZBar
/// scans.
/// - Important: Each call creates and frees its own ZBar scanner, so one value is safe to share between tasks.
public struct BarcodeScanner: Sendable {
    public init() {}

    /// Every supported barcode in the image file, in the order ZBar finds them; empty when there is none.
    /// - Throws: ``BarcodeError`` when the file cannot be read or decoded, or declares more pixels than OCR reads.
    public func barcodes(inImageAt path: String) throws -> [Barcode] {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw BarcodeError(file: path, message: "cannot read the image; check that it exists and is readable")
        }
        return try barcodes(inImageData: data, named: path)
    }

    /// Every supported barcode in an encoded image held in memory.
    /// - Throws: ``BarcodeError`` when the bytes are no image LarderOCR decodes.
    public func barcodes(inImageData data: Data, named name: String) throws -> [Barcode] {
        if let problem = larder_library_problem(LarderLibraryZBar) {
            throw BarcodeError(file: name, message: "cannot read barcodes: \(String(cString: problem))")
        }
        let image: GreyscaleImage
        do {
            image = try GreyscaleImage(decoding: data, named: name)
        } catch let error as OCRError {
            throw BarcodeError(file: name, message: error.message)
        }
        return barcodes(in: image)
    }

    /// Every supported barcode in a decoded image.
    public func barcodes(in image: GreyscaleImage) -> [Barcode] {
        scan(image.pixels, width: image.width, height: image.height)
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
