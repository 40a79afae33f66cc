import Foundation
import GRDB
import LarderStore
import LarderTestSupport
import Testing

/// PDF receipts dropped into the daemon's inbox: one PDF is one receipt, stored once, and a PDF that cannot be
/// opened goes to failed/ with its reason.
@Suite(.serialized) struct DaemonPDFTests {
    @Test func anEBonIsStoredOnceAndAnEncryptedPDFFailsWithItsReason() throws {
        // Given a running daemon
        let harness = try DaemonHarness()
        let daemon = try harness.start()
        defer { if daemon.isRunning { daemon.send(SIGKILL) } }

        // When the eBon arrives twice under two names, beside a password-protected PDF
        try harness.drop(Fixtures.pdfReceipt("rewe-ebon-01.pdf"), as: "ebon.pdf")
        try harness.drop(Fixtures.pdfReceipt("rewe-ebon-01-encrypted.pdf"), as: "locked.pdf")
        try harness.waitUntil("both PDFs are handled", daemon: daemon) {
            let jobs = try harness.jobs()
            return jobs["done"] == 1 && jobs["failed"] == 1
        }
        try harness.drop(Fixtures.pdfReceipt("rewe-ebon-01.pdf"), as: "ebon again.pdf")
        try harness.waitUntil("the copy is handled", daemon: daemon) { try harness.jobs()["duplicate"] == 1 }
        daemon.send(SIGTERM)
        #expect(daemon.waitForExit() == 0, "\(daemon.log)")

        // Then the eBon is one stored receipt with one trip and its total, archived; the copy is a duplicate
        let truth = try Fixtures.pdfTruth("rewe-ebon-01.pdf")
        let stored = try LarderDatabase.open(atPath: harness.databasePath).writer.read { db in
            try Row.fetchAll(
                db, sql: "SELECT receipt.status, trip.totalCents FROM receipt JOIN groceryTrip trip ON trip.receiptId = receipt.id")
        }
        #expect(stored.count == 1)
        #expect(stored.first?["status"] as String? == "done")
        #expect(stored.first?["totalCents"] as Int? == Int((truth.total * 100).rounded()))
        #expect(harness.files(under: "archive").filter { $0.hasSuffix("ebon.pdf") }.count == 1)
        #expect(harness.files(under: "duplicates").count == 1)
        // And the locked PDF is in failed/ with the reason beside it
        #expect(harness.files(under: "failed") == ["locked.pdf", "locked.pdf.error.txt"])
        let reason = try String(contentsOfFile: harness.data + "/failed/locked.pdf.error.txt", encoding: .utf8)
        #expect(reason.contains("password"), "\(reason)")
    }
}
