import Foundation
import LarderTestSupport
import Testing

/// The C libraries that read images (Tesseract, Leptonica, poppler, cairo, ZBar and the hundred libraries they
/// pull in) are loaded on first use (CLibraryLoader). The daemon reads receipts in worker processes, so it never
/// maps them: that is most of the memory an idle daemon used to hold.
@Suite(.serialized) struct DaemonLibraryLoadingTests {
    private static let imageLibraries = ["libtesseract", "liblept", "libpoppler", "libcairo", "libzbar"]

    @Test func theDaemonMapsNoImageLibraryWhileItsWorkerReadsAReceipt() async throws {
        // Given a daemon whose worker processes stay once started
        let harness = try DaemonHarness(stableSeconds: 0.2)
        try harness.appendTable("ocr", "idle_seconds = 600")
        let daemon = try harness.start()
        try await offThePool {
            try harness.waitUntilWatching(daemon)
        }
        #expect(Self.imageLibraries(mappedBy: daemon.processIdentifier) == [], "at start")

        // When a receipt is read
        try harness.drop(Fixtures.testReceipt("batch/batch-007.png"), as: "receipt.png")
        try await offThePool {
            try harness.waitUntil("the receipt is stored", daemon: daemon) {
                let jobs = try harness.jobs()
                return (jobs["done"] ?? 0) + (jobs["needs_review"] ?? 0) == 1
            }
        }

        // Then its worker process has loaded Tesseract and Leptonica (so the probe sees them where they are) and
        // the daemon still maps none of the image libraries
        let workers = ChildProcesses.of(daemon.processIdentifier, includingZombies: false)
        #expect(!workers.isEmpty)
        let workerLibraries = Set(workers.flatMap { Self.imageLibraries(mappedBy: $0) })
        #expect(workerLibraries.isSuperset(of: ["libtesseract", "liblept"]), "\(workerLibraries)")
        #expect(Self.imageLibraries(mappedBy: daemon.processIdentifier) == [], "after a receipt")
        daemon.send(SIGTERM)
        #expect(try await offThePool { daemon.waitForExit() } == 0, "\(daemon.log)")
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
