import Foundation
import LarderDaemon
import LarderPipeline
import LarderTestSupport
import Testing

struct InboxDetectionTests {
    @Test func aFileIsTakenOnlyAfterItsSignatureSettles() {
        var tracker = StabilityTracker()
        let start = Date(timeIntervalSince1970: 1_000)
        let growing = StabilityTracker.Signature(size: 10, modified: start)
        let grown = StabilityTracker.Signature(size: 20, modified: start.addingTimeInterval(1))

        let answers = [
            tracker.observe("a.jpg", growing, at: start, settle: 2),
            tracker.observe("a.jpg", grown, at: start.addingTimeInterval(1.5), settle: 2),
            // Still changing resets the clock: 2 s after the first sighting is not enough.
            tracker.observe("a.jpg", grown, at: start.addingTimeInterval(2.5), settle: 2),
            tracker.observe("a.jpg", grown, at: start.addingTimeInterval(3.5), settle: 2),
        ]

        #expect(answers == [false, false, false, true])
        tracker.forget("a.jpg")
        #expect(tracker.pendingPaths.isEmpty)
    }

    @Test func aLocalFileAlreadyOldEnoughIsTakenAtTheSecondLook() {
        let now = Date(timeIntervalSince1970: 10_000)
        let looks = [now, now.addingTimeInterval(0.25), now.addingTimeInterval(2)]
        func answers(_ modified: Date, local: Bool) -> [Bool] {
            var tracker = StabilityTracker()
            let signature = StabilityTracker.Signature(size: 10, modified: modified)
            return looks.map { tracker.observe("a.jpg", signature, at: $0, settle: 2, trustsModificationTime: local) }
        }

        // Synced with its original time: taken at the second look on a local file system.
        #expect(answers(now.addingTimeInterval(-600), local: true) == [false, true, true])
        // Written moments ago, or stamped by a clock ahead of this one: only watching it settles it.
        #expect(answers(now.addingTimeInterval(-0.5), local: true) == [false, false, true])
        #expect(answers(now.addingTimeInterval(600), local: true) == [false, false, true])
        // A network file system's times come from another clock.
        #expect(answers(now.addingTimeInterval(-600), local: false) == [false, false, true])
    }

    @Test func aLocalFileThatChangesBetweenLooksWaitsWhateverItsTime() {
        let now = Date(timeIntervalSince1970: 10_000)
        var tracker = StabilityTracker()
        let before = StabilityTracker.Signature(size: 10, modified: now.addingTimeInterval(-600))
        // Grown, with its time set back again (as `cp -p` does at the end of a copy).
        let after = StabilityTracker.Signature(size: 20, modified: now.addingTimeInterval(-600))

        let answers = [
            tracker.observe("a.jpg", before, at: now, settle: 2, trustsModificationTime: true),
            tracker.observe("a.jpg", after, at: now.addingTimeInterval(0.25), settle: 2, trustsModificationTime: true),
            tracker.observe("a.jpg", after, at: now.addingTimeInterval(0.5), settle: 2, trustsModificationTime: true),
        ]

        #expect(answers == [false, false, true])
    }

    @Test func hiddenTemporaryAndSyncLitterNamesAreIgnored() {
        let ignored = [
            ".a.jpg", "scan.jpg.part", "scan.TMP", "~$scan.jpg", ".stfolder", ".stversions", "@eaDir", "__MACOSX",
            "Thumbs.db", "desktop.ini", "scan.jpg.error.txt",
        ]
        for name in ignored { #expect(InboxNameFilter.isIgnored(name), "\(name)") }
        for name in ["receipt.jpg", "scan 2024-03-01.png", "IMG_0001.HEIC.jpg", "pages"] {
            #expect(!InboxNameFilter.isIgnored(name), "\(name)")
        }
    }

    @Test func imagesAreRecognisedByContentNotName() throws {
        #expect(ImageSniffer.format(ofFileAt: Fixtures.testReceipt("aldi-nord-01.jpg")) == .jpeg)
        #expect(ImageSniffer.format(ofFileAt: Fixtures.testReceipt("dm-01.png")) == .png)
        #expect(ImageSniffer.format(of: Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8)) == .webp)
        #expect(ImageSniffer.format(of: [0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0]) == .tiff)
        let folder = try TemporaryDirectory()
        let disguised = try folder.write(Data("Einkaufsliste: Milch, Brot".utf8), to: "list.jpg")
        #expect(ImageSniffer.format(ofFileAt: disguised) == nil)
    }

    @Test func scannerListsFilesAndPageFoldersButNotExcludedOrIgnoredOnes() throws {
        // Given an inbox with an image, a page folder, a labels folder, an empty folder and litter
        let inbox = try TemporaryDirectory()
        let image = try Data(contentsOf: URL(fileURLWithPath: Fixtures.testReceipt("aldi-nord-01.jpg")))
        try inbox.write(image, to: "b.jpg")
        try inbox.write(image, to: ".b.jpg.part")
        try inbox.write(Data(), to: "Thumbs.db")
        for folder in ["pages", "labels", "empty"] {
            try FileManager.default.createDirectory(atPath: inbox.path(folder), withIntermediateDirectories: true)
        }
        try inbox.write(image, to: "pages/2.jpg")
        try inbox.write(image, to: "pages/10.jpg")
        try inbox.write(image, to: "labels/label.jpg")

        // When it is scanned
        let scanner = InboxScanner(inbox: inbox.url.path, excludedPaths: [inbox.path("labels")])
        let entries = scanner.entries()

        // Then the image and the page folder are found, pages in natural name order
        #expect(entries.map(\.path) == [inbox.path("b.jpg"), inbox.path("pages")])
        #expect(entries.map(\.isFolder) == [false, true])
        let pages = InboxScanner.pages(ofFolder: inbox.path("pages"))
        #expect(pages == [inbox.path("pages/2.jpg"), inbox.path("pages/10.jpg")])
    }

    @Test func aLocalFolderIsNotRemote() throws {
        let folder = try TemporaryDirectory()
        #expect(FileSystemKind.remoteName(ofFolderAt: folder.url.path) == nil)
    }
}
