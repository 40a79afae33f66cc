import Foundation
import LarderTestSupport
import Testing

/// A TIFF bomb in the inbox is a permanent failure naming the limit; the daemon reads the next receipt.
@Suite(.serialized) struct DaemonTIFFBombTests {
    @Test func aTIFFBombGoesToFailedWithTheLimitAndTheNextReceiptIsStored() throws {
        // Given a daemon, a small TIFF of 50 blank 5000×7000 pages and a receipt behind it
        let harness = try DaemonHarness()
        let bomb = try BlankTIFF(pages: 50, width: 5000, height: 7000, in: harness.folder)
        let daemon = try harness.start()
        defer { if daemon.isRunning { daemon.send(SIGKILL) } }

        // When both are dropped into the inbox
        try harness.drop(bomb.path, as: "bomb.tif")
        try harness.drop(Fixtures.testReceipt("aldi-nord-01.jpg"), as: "aldi.jpg")
        try harness.waitUntil("both files are handled", daemon: daemon) {
            let jobs = try harness.jobs()
            return jobs["failed"] == 1 && (jobs["done"] ?? 0) + (jobs["needs_review"] ?? 0) == 1
        }
        daemon.send(SIGTERM)
        #expect(daemon.waitForExit() == 0, "\(daemon.log)")

        // Then the bomb failed at once, without retries, and its error names the limit's key
        #expect(harness.files(under: "failed") == ["bomb.tif", "bomb.tif.error.txt"])
        let reason = try String(contentsOfFile: harness.data + "/failed/bomb.tif.error.txt", encoding: .utf8)
        #expect(reason.contains("ocr.max_total_pixels"), "\(reason)")
        #expect(!daemon.log.contains("transient failure"), "\(daemon.log)")
    }
}
