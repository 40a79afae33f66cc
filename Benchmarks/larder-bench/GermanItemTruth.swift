import Foundation

/// Item-level truth of one german-dev scan (`german-dev/items/NAME.json`, described in its README).
struct GermanItemTruth: Decodable {
    struct Item: Decodable {
        var printed: String
        var price: Double
        var count: Double
        var grams: Double?
        var english: String?
        var food: Bool
    }

    struct Adjustment: Decodable {
        var printed: String
        var price: Double
        /// deposit, deposit_return, discount or coupon.
        var kind: String
    }

    var image: String
    var store: String
    var date: String
    var total: Double
    var items: [Item]
    var adjustments: [Adjustment]

    /// Every truth file of the set, sorted by name so that halves are stable.
    static func all(in germanDev: URL) throws -> [GermanItemTruth] {
        let folder = germanDev.appendingPathComponent("items")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        return try names.map { name in
            try JSONDecoder().decode(GermanItemTruth.self, from: Data(contentsOf: folder.appendingPathComponent(name)))
        }
    }
}
