import Foundation
import GRDB
import LarderStore
import LarderTestSupport
import Testing

/// The C libraries that read images (Tesseract, Leptonica, poppler, cairo, ZBar and the hundred libraries they
/// pull in) are loaded on first use (CLibraryLoader). The daemon reads images, PDFs and barcodes in worker
/// processes, so it never maps them: that is most of the memory an idle daemon used to hold, and a hostile file
/// that crashes one of them ends a worker, not the daemon.
@Suite(.serialized) struct DaemonLibraryLoadingTests {
    private static let imageLibraries = ["libtesseract", "liblept", "libpoppler", "libcairo", "libzbar"]

    @Test func theDaemonMapsNoImageLibraryWhileItsWorkerReadsAPhotoAPDFAndALabel() async throws {
        // Given a daemon whose worker processes stay once started
        let harness = try DaemonHarness(stableSeconds: 0.2)
        try harness.appendTable("ocr", "idle_seconds = 600")
        let daemon = try harness.start()
        try await offThePool {
            try harness.waitUntilWatching(daemon)
        }
        #expect(Self.imageLibraries(mappedBy: daemon.processIdentifier) == [], "at start")

        // When a photo, a scanned PDF (rendered for OCR) and a nutrition label with a barcode are read
        try harness.drop(Fixtures.testReceipt("batch/batch-007.png"), as: "receipt.png")
        try harness.drop(Fixtures.pdfReceipt("aldi-nord-01-scan.pdf"), as: "scan.pdf")
        try harness.dropLabel(Fixtures.testReceipt("labels/de-skyr-natur-100g.png"), as: "skyr.png")
        try await offThePool {
            try harness.waitUntil("all three are stored", daemon: daemon) {
                let jobs = try harness.jobs()
                return (jobs["done"] ?? 0) + (jobs["needs_review"] ?? 0) == 3
            }
        }

        // Then its worker process has loaded Tesseract, Leptonica, poppler, cairo and ZBar (so the probe sees them
        // where they are) and the daemon still maps none of the image libraries
        let workers = ChildProcesses.of(daemon.processIdentifier, includingZombies: false)
        #expect(!workers.isEmpty)
        let workerLibraries = Set(workers.flatMap { Self.imageLibraries(mappedBy: $0) })
        #expect(workerLibraries == Set(Self.imageLibraries), "\(workerLibraries)")
        #expect(Self.imageLibraries(mappedBy: daemon.processIdentifier) == [], "after a receipt, a PDF and a label")
        daemon.send(SIGTERM)
        #expect(try await offThePool { daemon.waitForExit() } == 0, "\(daemon.log)")
        // And what the worker read arrived whole: the PDF's text and the label's barcode
        let database = try LarderDatabase.open(atPath: harness.databasePath)
        let (pdfText, barcode) = try await database.writer.read { db in
            (
                try String.fetchOne(db, sql: "SELECT ocrText FROM receipt WHERE originalName LIKE '%scan.pdf'"),
                try String.fetchOne(db, sql: "SELECT barcode FROM food WHERE source = 'label'")
            )
        }
        #expect(pdfText?.uppercased().contains("ALDI") == true, "\(pdfText ?? "no text stored for the PDF")")
        #expect(barcode == "4000000001232")
    }

    /// Which of the image libraries the process has mapped, from `/proc/PID/maps`. Read to its end through a
    /// file handle: `String(contentsOfFile:)` trusts the size procfs reports and stops after the first page.
    private static func imageLibraries(mappedBy process: Int32) -> [String] {
        let handle = FileHandle(forReadingAtPath: "/proc/\(process)/maps")
        defer { try? handle?.close() }
        let maps = String(decoding: (try? handle?.readToEnd()) ?? Data(), as: UTF8.self)
        // A process always maps its own program and the C library: an empty read would prove nothing.
        #expect(maps.contains("/libc.so"), "cannot read /proc/\(process)/maps")
        return imageLibraries.filter { maps.contains("/\($0)") }
    }
}
