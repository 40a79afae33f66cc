import Foundation
import LarderTestSupport
import Testing

/// `larder import DIR` with the built binary, real Tesseract and a real SQLite file.
@Suite struct ImportCommandTests {
    @Test func aFolderTreeIsImportedOnceAndLeftInPlace() throws {
        // Given a tree of old receipts: two images in nested folders, one of them again under another name,
        // a note that is not an image, and a hidden file
        let folder = try TemporaryDirectory()
        let tree = folder.path("receipts")
        try FileManager.default.createDirectory(atPath: tree + "/2023/03", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: tree + "/2024", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Fixtures.testReceipt("netto-01.jpg"), toPath: tree + "/2023/03/a.jpg")
        try FileManager.default.copyItem(atPath: Fixtures.testReceipt("penny-01.jpg"), toPath: tree + "/2024/b.jpg")
        try FileManager.default.copyItem(atPath: Fixtures.testReceipt("penny-01.jpg"), toPath: tree + "/2024/b2.jpg")
        try Data("bought for the party".utf8).write(to: URL(fileURLWithPath: tree + "/notes.txt"))
        try Data("x".utf8).write(to: URL(fileURLWithPath: tree + "/.DS_Store"))
        let larder = try LarderExecutable()
        let db = ["--db", folder.path("larder.sqlite")]

        // When it is imported twice
        let first = Reprocessed(result: try larder.run(["import", tree, "--json", "--concurrency", "2"] + db))
        let second = Reprocessed(result: try larder.run(["import", tree, "--json"] + db))

        // Then each image is stored once, the copy is a duplicate, the note is skipped, and the files stay
        #expect(first.result.exitCode == 0, "\(first.result.standardOutput) \(first.result.standardError)")
        #expect(first.count("done") + first.count("needs_review") == 2, "\(first.summary)")
        #expect(first.count("duplicate") == 1)
        #expect(first.count("skipped") == 1)
        #expect(second.count("duplicate") == 3, "\(second.summary)")
        let left = try FileManager.default.subpathsOfDirectory(atPath: tree).sorted()
        let expected = [".DS_Store", "2023", "2023/03", "2023/03/a.jpg", "2024", "2024/b.jpg", "2024/b2.jpg", "notes.txt"]
        #expect(left == expected)
    }

    @Test func aMissingFolderIsAUsageError() throws {
        let result = try LarderExecutable().run(["import", "/no/such/folder", "--db", "/tmp/never-used.sqlite"])

        #expect(result.exitCode == 2)
        #expect(result.standardError.contains("/no/such/folder"))
    }
}
