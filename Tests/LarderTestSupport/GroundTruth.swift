/// The ground truth of a sample receipt, as written by `Tools/test-receipts/generate.py`.
public struct GroundTruth: Codable, Sendable, Hashable {
    public struct Store: Codable, Sendable, Hashable {
        public var name: String
        public var address: String?
    }

    public struct Item: Codable, Sendable, Hashable {
        public var originalText: String
        public var name: String
        public var quantity: Double?
        public var unitPrice: Double?
        public var price: Double
        public var grams: Double?
        public var category: String
    }

    public var image: String
    public var language: String
    public var store: Store
    public var date: String
    public var currency: String
    public var total: Double
    public var items: [Item]
    public var damage: [String]
}
