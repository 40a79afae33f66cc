import Foundation

/// Where the project's sample receipts and the shared datasets are, found from this file's location
/// so tests work from any working directory.
public enum Fixtures {
    /// The package root.
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // LarderTestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// `TestReceipts/`: generated receipt images with ground-truth JSON.
    public static var testReceipts: URL { packageRoot.appendingPathComponent("TestReceipts") }

    /// The path of one sample receipt, e.g. `testReceipt("aldi-sued-01.jpg")`.
    public static func testReceipt(_ name: String) -> String {
        testReceipts.appendingPathComponent(name).path
    }

    /// Every sample receipt image with its ground truth, in name order.
    public static func allTestReceipts() throws -> [SampleReceipt] {
        let names = try FileManager.default.contentsOfDirectory(atPath: testReceipts.path).sorted()
        return try names.filter { $0.hasSuffix(".json") }.map { jsonName in
            let data = try Data(contentsOf: testReceipts.appendingPathComponent(jsonName))
            let truth = try JSONDecoder().decode(GroundTruth.self, from: data)
            return SampleReceipt(imagePath: testReceipt(truth.image), truth: truth)
        }
    }

    /// `../shared/datasets`, beside the package, where CI puts the real receipts.
    public static var sharedDatasets: URL {
        packageRoot.deletingLastPathComponent().appendingPathComponent("shared/datasets")
    }
}

/// One image from `TestReceipts/` and what it truly says.
public struct SampleReceipt: Sendable {
    public var imagePath: String
    public var truth: GroundTruth
}

extension Fixtures {
    /// The path of one PDF receipt in `TestReceipts/pdf/`, e.g. `pdfReceipt("rewe-ebon-01.pdf")`.
    public static func pdfReceipt(_ name: String) -> String {
        testReceipts.appendingPathComponent("pdf").appendingPathComponent(name).path
    }

    /// The ground truth of a PDF receipt, from the JSON beside it.
    public static func pdfTruth(_ name: String) throws -> GroundTruth {
        let url = URL(fileURLWithPath: pdfReceipt(name)).deletingPathExtension().appendingPathExtension("json")
        return try JSONDecoder().decode(GroundTruth.self, from: Data(contentsOf: url))
    }
}
