/// Why an image could not be searched for barcodes.
public struct BarcodeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The image that failed.
    public var file: String
    /// What failed and what to do.
    public var message: String

    public init(file: String, message: String) {
        self.file = file
        self.message = message
    }

    public var description: String { "\(file): \(message)" }
}
