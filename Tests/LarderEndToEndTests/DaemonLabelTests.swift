import Foundation
import GRDB
import LarderStore
import LarderTestSupport
import Testing

/// The daemon's labels folder, end to end: the built binary, real Tesseract and ZBar, a real SQLite file.
@Suite(.serialized) struct DaemonLabelTests {
    @Test func aLabelDroppedBeforeAReceiptBecomesTheFoodTheReceiptsItemLinksTo() throws {
        // Given a running daemon
        let harness = try DaemonHarness()
        let daemon = try harness.start()

        // When a nutrition label is dropped into inbox/labels/ and has been read
        try harness.dropLabel(Fixtures.testReceipt("labels/de-skyr-natur-100g.png"), as: "skyr.png")
        try harness.waitUntil("the label is read", daemon: daemon) {
            (try harness.jobs()["done"] ?? 0) == 1 && harness.files(under: "inbox").isEmpty
        }
        // and then a receipt that sold that product arrives
        try harness.drop(Fixtures.testReceipt("aldi-sued-01.jpg"), as: "aldi.jpg")
        try harness.waitUntil("the receipt is stored", daemon: daemon) {
            let jobs = try harness.jobs()
            return (jobs["done"] ?? 0) + (jobs["needs_review"] ?? 0) == 2 && harness.files(under: "inbox").isEmpty
        }
        daemon.send(SIGTERM)
        #expect(daemon.waitForExit() == 0, "\(daemon.log)")

        // Then the label is a food of its own, its image archived apart from receipts, and the item links to it
        let database = try LarderDatabase.open(atPath: harness.databasePath)
        let (labelFood, skyrItemFood, labelJobFood) = try database.writer.read { db in
            (
                try Int64.fetchOne(db, sql: "SELECT id FROM food WHERE source = 'label' AND barcode = '4000000001232'"),
                try Int64.fetchOne(db, sql: "SELECT foodId FROM purchasedItem WHERE originalText LIKE '%SKYR%'"),
                try Int64.fetchOne(db, sql: "SELECT foodId FROM job WHERE kind = 'label'")
            )
        }
        let food = try #require(labelFood, "no food from the label; log:\n\(daemon.log)")
        #expect(labelJobFood == food)
        #expect(skyrItemFood == food, "the skyr item is linked to food \(String(describing: skyrItemFood))")
        let archived = harness.files(under: "archive")
        #expect(archived.contains { $0.hasPrefix("labels/") && $0.hasSuffix("/skyr.png") }, "\(archived)")
        #expect(archived.filter { !$0.hasPrefix("labels/") }.count == 1, "\(archived)")
    }

    @Test func theSameLabelTwiceIsStoredOnceAndAnUnreadableOneFailsWithTheReason() throws {
        // Given a running daemon
        let harness = try DaemonHarness()
        let daemon = try harness.start()

        // When one label is dropped twice under two names, beside a photo with no nutrition table
        let sample = Fixtures.testReceipt("labels/en-orange-juice-100ml.png")
        try harness.dropLabel(sample, as: "juice.png")
        try harness.waitUntil("the first label is read", daemon: daemon) { (try harness.jobs()["done"] ?? 0) == 1 }
        try harness.dropLabel(sample, as: "juice again.png")
        try harness.dropLabel(Fixtures.testReceipt("dm-01.png"), as: "receipt.png")
        try harness.waitUntil("every label job is finished", daemon: daemon) {
            harness.files(under: "inbox").isEmpty
        }

        // Then one food was stored, the copy went to duplicates/, and the receipt photo to failed/ with why
        let jobs = try harness.jobs()
        #expect(jobs["done"] == 1 && jobs["duplicate"] == 1 && jobs["failed"] == 1, "\(jobs)")
        #expect(harness.files(under: "duplicates") == ["juice again.png"])
        #expect(harness.files(under: "failed") == ["receipt.png", "receipt.png.error.txt"])
        let foods = try LarderDatabase.open(atPath: harness.databasePath).writer.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM food WHERE source = 'label'")
        }
        #expect(foods == 1)
        daemon.send(SIGTERM)
        #expect(daemon.waitForExit() == 0, "\(daemon.log)")
    }
}

extension DaemonHarness {
    /// Copies a file into the labels folder under a temporary name and renames it, as sync tools do.
    func dropLabel(_ source: String, as name: String) throws {
        let labels = URL(fileURLWithPath: inbox).appendingPathComponent("labels")
        try FileManager.default.createDirectory(at: labels, withIntermediateDirectories: true)
        let staging = labels.appendingPathComponent(".\(name).part").path
        try FileManager.default.copyItem(atPath: source, toPath: staging)
        try FileManager.default.moveItem(atPath: staging, toPath: labels.appendingPathComponent(name).path)
    }
}
