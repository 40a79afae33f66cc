import Foundation

/// A receipt photo a network backend may send alongside the OCR text.
public struct ReceiptImage: Sendable, Hashable {
    public var data: Data
    /// "image/jpeg", "image/png", "image/webp" or "image/gif": the formats both providers accept.
    public var mediaType: String

    /// The image, or `nil` for a format the providers do not take (TIFF, say), which is then not sent.
    public init?(data: Data) {
        let bytes = [UInt8](data.prefix(12))
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset..<offset + prefix.count]) == prefix
        }
        if starts([0xFF, 0xD8, 0xFF]) {
            mediaType = "image/jpeg"
        } else if starts([0x89, 0x50, 0x4E, 0x47]) {
            mediaType = "image/png"
        } else if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) {
            mediaType = "image/webp"
        } else if starts(Array("GIF8".utf8)) {
            mediaType = "image/gif"
        } else {
            return nil
        }
        self.data = data
    }

    /// The image as a `data:` URL, as OpenAI's `image_url` takes it.
    var dataURL: String { "data:\(mediaType);base64,\(data.base64EncodedString())" }
}

/// When a network backend sends the receipt image along with its OCR text.
public enum ImagePolicy: String, Sendable, Hashable, CaseIterable {
    /// Text only: the cheapest, and enough for a clear scan.
    case never
    /// The image as well when OCR confidence is below the threshold, where the model's own eyes help most.
    case auto
    /// Always the image as well.
    case always

    /// Whether to send images for OCR of this confidence.
    func sendsImage(confidence: Double, threshold: Double) -> Bool {
        switch self {
        case .never: false
        case .auto: confidence < threshold
        case .always: true
        }
    }
}
