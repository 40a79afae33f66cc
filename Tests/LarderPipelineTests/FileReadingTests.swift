import Foundation
import LarderPipeline
import LarderTestSupport
import Testing

/// What is opened is what is checked: a link where links are not followed, or a FIFO, is refused, never read.
struct FileReadingTests {
    @Test func aLinkIsRefusedWhereLinksAreNotFollowedAndReadWhereTheyAre() throws {
        let folder = try TemporaryDirectory()
        try Data("receipt".utf8).write(to: URL(fileURLWithPath: folder.path("real.png")))
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.png"), withDestinationPath: folder.path("real.png"))

        let error = #expect(throws: PipelineError.self) {
            try FileReading.contents(of: folder.path("link.png"), name: "link.png", followsLinks: false)
        }
        #expect(error?.code == .symbolicLink)
        #expect(try FileReading.contents(of: folder.path("link.png"), name: "link.png") == Data("receipt".utf8))
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        // Given a named pipe nobody writes to (opening it for reading would block for ever)
        let folder = try TemporaryDirectory()
        #expect(mkfifo(folder.path("pipe.jpg"), 0o600) == 0)

        // Then reading it is refused as no regular file, at once
        let error = #expect(throws: PipelineError.self) {
            try FileReading.contents(of: folder.path("pipe.jpg"), name: "pipe.jpg")
        }
        #expect(error?.code == .unreadableFile)
        #expect(error?.message.contains("not a regular file") == true)
    }
}
