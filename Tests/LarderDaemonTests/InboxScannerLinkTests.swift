import Foundation
import LarderTestSupport
import Testing

@testable import LarderDaemon

/// The scanner never lists through a link; it reports them instead.
struct InboxScannerLinkTests {
    @Test func linkedFilesFoldersAndPagesAreReportedNotListed() throws {
        // Given an inbox with a real file, a link to a file, a link to a folder and a folder with a linked page
        let root = try TemporaryDirectory()
        let inbox = root.path("inbox")
        let elsewhere = root.path("elsewhere")
        for folder in [inbox, elsewhere, inbox + "/pages"] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        try Data([1]).write(to: URL(fileURLWithPath: inbox + "/real.png"))
        try Data([2]).write(to: URL(fileURLWithPath: elsewhere + "/target.png"))
        try Data([3]).write(to: URL(fileURLWithPath: inbox + "/pages/1.png"))
        try FileManager.default.createSymbolicLink(atPath: inbox + "/link.png", withDestinationPath: elsewhere + "/target.png")
        try FileManager.default.createSymbolicLink(atPath: inbox + "/folder", withDestinationPath: elsewhere)
        try FileManager.default.createSymbolicLink(atPath: inbox + "/pages/2.png", withDestinationPath: elsewhere + "/target.png")

        // When it is listed
        let listing = InboxScanner(inbox: inbox, excludedPaths: []).list()

        // Then only the real file and the folder of real pages are entries, and every link is reported
        #expect(listing.entries.map(\.path) == [inbox + "/pages", inbox + "/real.png"])
        #expect(Set(listing.links) == [inbox + "/link.png", inbox + "/folder", inbox + "/pages/2.png"])
        #expect(InboxScanner.pages(ofFolder: inbox + "/pages") == [inbox + "/pages/1.png"])
    }

    @Test func aLabelsFolderThatIsALinkIsNotListedThrough() throws {
        // Given a labels folder that is a link to a folder full of files
        let root = try TemporaryDirectory()
        let data = root.path("data")
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        try Data([1]).write(to: URL(fileURLWithPath: data + "/larder.sqlite"))
        try FileManager.default.createSymbolicLink(atPath: root.path("labels"), withDestinationPath: data)

        // When the labels scanner (which does not follow its own folder) lists it
        let listing = InboxScanner(inbox: root.path("labels"), excludedPaths: [], followsFolderLink: false).list()

        // Then nothing is listed and the folder itself is reported
        #expect(listing.entries.isEmpty)
        #expect(listing.links == [root.path("labels")])
    }
}
