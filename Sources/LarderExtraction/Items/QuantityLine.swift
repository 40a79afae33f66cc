/// The numbers of a quantity line.
struct QuantityLine: Sendable, Hashable {
    /// Pieces, when the line counts pieces.
    var pieces: Double?
    /// Kilograms, when the line weighs.
    var kilograms: Double?
    /// Price per piece or per kilogram.
    var unitCents: Int?
    /// The line's own total, when it prints one.
    var lineCents: Int?
    /// The printed text.
    var text: String
}
