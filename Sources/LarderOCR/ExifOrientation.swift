import Foundation

/// The EXIF orientation tag (0x0112) of a JPEG, which Leptonica ignores.
///
/// Values 1–8 as in the EXIF standard: how the stored pixels must be turned to show the picture
/// upright (6: rotate 90° clockwise, 8: rotate 90° counter-clockwise, 3: 180°, 2/4/5/7 mirrored).
struct ExifOrientation: Equatable {
    let value: Int

    static let upright = ExifOrientation(value: 1)

    /// Reads the orientation from the APP1 `Exif` segment of JPEG `data`; `upright` if absent.
    init(jpegData data: Data) {
        self.value = Self.parse([UInt8](data.prefix(256 * 1024))) ?? 1
    }

    init(value: Int) {
        self.value = value
    }

    private static func parse(_ bytes: [UInt8]) -> Int? {
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 4 <= bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }
            if marker == 0xDA || marker == 0xD9 { return nil }  // start of scan / end: no more metadata
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            guard length >= 2 else { return nil }
            let segment = index + 4
            let end = min(index + 2 + length, bytes.count)
            if marker == 0xE1, end - segment > 14, Array(bytes[segment..<segment + 6]) == Array("Exif\0\0".utf8) {
                return orientation(inTIFF: Array(bytes[(segment + 6)..<end]))
            }
            index += 2 + length
        }
        return nil
    }

    /// Finds tag 0x0112 in IFD0 of the TIFF structure inside the EXIF segment.
    private static func orientation(inTIFF tiff: [UInt8]) -> Int? {
        guard tiff.count >= 8 else { return nil }
        let isLittleEndian: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): isLittleEndian = true
        case (0x4D, 0x4D): isLittleEndian = false
        default: return nil
        }
        func uint16(_ offset: Int) -> Int? {
            guard offset >= 0, offset + 2 <= tiff.count else { return nil }
            let (a, b) = (Int(tiff[offset]), Int(tiff[offset + 1]))
            return isLittleEndian ? a | b << 8 : a << 8 | b
        }
        func uint32(_ offset: Int) -> Int? {
            guard let low = uint16(isLittleEndian ? offset : offset + 2),
                let high = uint16(isLittleEndian ? offset + 2 : offset)
            else { return nil }
            return high << 16 | low
        }
        guard let ifd = uint32(4), let count = uint16(ifd) else { return nil }
        for entry in 0..<count {
            let offset = ifd + 2 + entry * 12
            guard let tag = uint16(offset) else { return nil }
            if tag == 0x0112, let value = uint16(offset + 8), (1...8).contains(value) {
                return value
            }
        }
        return nil
    }
}
