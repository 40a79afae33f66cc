import Foundation
import LarderDaemon
import LarderTestSupport
import Testing

struct FileMoverTests {
    @Test func aMoveKeepsTheNameAndNumbersAClash() throws {
        // Given a file whose name is already taken in the destination
        let folder = try TemporaryDirectory()
        try FileMover.createFolder(folder.path("archive/2024/03"))
        try folder.write(Data("first".utf8), to: "archive/2024/03/scan.jpg")
        let source = try folder.write(Data("second".utf8), to: "scan.jpg")

        // When it is moved there
        let moved = try FileMover.move(source, intoFolder: folder.path("archive/2024/03"))

        // Then it gets a numbered name, the original stays, and the source is gone
        #expect(moved == folder.path("archive/2024/03/scan (2).jpg"))
        #expect(try String(contentsOfFile: moved, encoding: .utf8) == "second")
        #expect(try String(contentsOfFile: folder.path("archive/2024/03/scan.jpg"), encoding: .utf8) == "first")
        #expect(!FileManager.default.fileExists(atPath: source))
    }

    @Test func aFolderOfPagesMovesWhole() throws {
        let folder = try TemporaryDirectory()
        try FileMover.createFolder(folder.path("inbox/pages"))
        try folder.write(Data("1".utf8), to: "inbox/pages/1.jpg")
        try folder.write(Data("2".utf8), to: "inbox/pages/2.jpg")

        let moved = try FileMover.move(folder.path("inbox/pages"), intoFolder: folder.path("archive"))

        #expect(try FileManager.default.contentsOfDirectory(atPath: moved).sorted() == ["1.jpg", "2.jpg"])
    }

    @Test func durableWriteLeavesNoStagingFile() throws {
        let folder = try TemporaryDirectory()

        try FileMover.writeDurably("corrupt image\n", to: folder.path("failed/scan.jpg.error.txt"))

        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("failed")) == ["scan.jpg.error.txt"])
    }
}
