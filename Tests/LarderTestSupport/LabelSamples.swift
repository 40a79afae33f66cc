import Foundation

/// A label image from `TestReceipts/labels/` and what it truly says, per 100 g.
public struct LabelSample: Sendable {
    /// The ground truth written by `Tools/labels/make_labels.py`.
    public struct Truth: Decodable, Sendable {
        public var name: String
        public var basis: String
        public var portionGrams: Double?
        public var barcode: String?
        public var needsReview: Bool
        public var nutrition: [String: Double]
    }

    public var imagePath: String
    public var truth: Truth

    /// Every label image with its ground truth, in name order.
    public static func all() throws -> [LabelSample] {
        let folder = Fixtures.testReceipts.appendingPathComponent("labels")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        return try names.filter { $0.hasSuffix(".json") }.map { name in
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            let truth = try JSONDecoder().decode(Truth.self, from: data)
            let image = folder.appendingPathComponent(name.replacingOccurrences(of: ".json", with: ".png"))
            return LabelSample(imagePath: image.path, truth: truth)
        }
    }
}
