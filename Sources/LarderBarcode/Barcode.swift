/// A product barcode read from an image.
public struct Barcode: Sendable, Hashable, Codable {
    /// The symbologies Larder reads: the ones printed on groceries.
    public enum Symbology: String, Sendable, Hashable, Codable {
        case ean13 = "EAN-13"
        case ean8 = "EAN-8"
        case upcA = "UPC-A"
    }

    public var symbology: Symbology
    /// The digits, check digit included: 13 for EAN-13, 8 for EAN-8, 12 for UPC-A.
    public var digits: String

    public init(symbology: Symbology, digits: String) {
        self.symbology = symbology
        self.digits = digits
    }
}
