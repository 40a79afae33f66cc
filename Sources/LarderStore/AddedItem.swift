import Foundation
import LarderCore

/// An item a person adds to a trip because the reading missed it: what they typed, kept as a correction so a
/// later reading of the receipt keeps it too.
public struct AddedItem: Sendable, Hashable, Codable {
    public var name: String
    public var grams: Double?
    public var priceCents: Int
    public var category: FoodCategory?

    public init(name: String, grams: Double? = nil, priceCents: Int, category: FoodCategory? = nil) {
        self.name = name
        self.grams = grams
        self.priceCents = priceCents
        self.category = category
    }

    init?(json: String) {
        guard let value = try? JSONDecoder().decode(Self.self, from: Data(json.utf8)) else { return nil }
        self = value
    }

    var json: String {
        // Encoding four plain fields cannot fail.
        String(decoding: (try? JSONEncoder().encode(self)) ?? Data("{}".utf8), as: UTF8.self)
    }

    /// The item as if read from the receipt: it has no printed line, so its text is the name typed.
    func extracted(originalText: String) -> ExtractedItem {
        ExtractedItem(name: name, originalText: originalText, grams: grams, priceCents: priceCents, category: category)
    }
}
