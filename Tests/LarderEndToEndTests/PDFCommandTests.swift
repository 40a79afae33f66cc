import Foundation
import LarderTestSupport
import Testing

/// `larder process` and `larder import` given PDF receipts, with the built binary and real poppler.
@Suite struct PDFCommandTests {
    @Test func processReadsTheEBonAsOneDoneReceiptWithItsItems() throws {
        // Given the eBon
        let folder = try TemporaryDirectory()
        let truth = try Fixtures.pdfTruth("rewe-ebon-01.pdf")

        // When `larder process --json` reads it
        let result = try LarderExecutable().run(
            ["process", "--json", "--db", folder.path("larder.sqlite"), Fixtures.pdfReceipt("rewe-ebon-01.pdf")])

        // Then it is one receipt, done, with the total and every item of the ground truth
        #expect(result.exitCode == 0, "\(result.standardError)")
        let objects = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]]
        let receipt = try #require(objects?.first)
        #expect(objects?.count == 1)
        #expect(receipt["status"] as? String == "done")
        #expect((receipt["total"] as? Double).map { abs($0 - truth.total) < 0.005 } == true)
        let items = try #require(receipt["items"] as? [[String: Any]])
        #expect(items.map { $0["originalText"] as? String } == truth.items.map(\.originalText))
    }

    @Test func importTakesPDFsBesideImagesAndSkipsNothingOfThem() throws {
        // Given a folder with an image receipt and the eBon
        let folder = try TemporaryDirectory()
        let tree = folder.path("receipts")
        try FileManager.default.createDirectory(atPath: tree, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Fixtures.testReceipt("netto-01.jpg"), toPath: tree + "/a.jpg")
        try FileManager.default.copyItem(atPath: Fixtures.pdfReceipt("rewe-ebon-01.pdf"), toPath: tree + "/ebon.pdf")

        // When it is imported
        let result = try LarderExecutable().run(["import", tree, "--json", "--db", folder.path("larder.sqlite")])

        // Then both are stored and nothing is skipped
        let imported = Reprocessed(result: result)
        #expect(result.exitCode == 0, "\(result.standardOutput) \(result.standardError)")
        #expect(imported.count("done") + imported.count("needs_review") == 2, "\(imported.summary)")
        #expect(imported.count("skipped") == 0)
    }
}
