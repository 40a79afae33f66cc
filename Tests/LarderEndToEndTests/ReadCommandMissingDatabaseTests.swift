import Foundation
import LarderTestSupport
import Testing

/// Commands that only read never create a database: a mistyped path is an error naming it, not an empty report.
struct ReadCommandMissingDatabaseTests {
    @Test func statusWithAMistypedDataFolderFailsAndCreatesNothing() throws {
        // Given a data folder that does not exist
        let folder = try TemporaryDirectory()
        let typo = folder.path("dtaa")

        // When `larder status` is pointed at it
        let result = try LarderExecutable().run(["status", "--data-dir", typo])

        // Then it fails naming the database it looked for, and leaves no folder or file behind
        #expect(result.exitCode == 1)
        #expect(result.standardError.contains("no database at \(typo)/larder.sqlite"), "\(result.standardError)")
        #expect(result.standardError.contains("--data-dir"))
        #expect(result.standardOutput.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: typo))
    }

    @Test(arguments: [
        ["trips", "list"], ["trips", "show", "1"], ["foods", "list"], ["foods", "search", "milk"], ["usage"],
        ["report", "spending"], ["receipts", "show", "1"], ["items", "list"], ["backup", "copy.sqlite"],
    ])
    func aReadingCommandOnAMissingDatabaseFailsAndCreatesNothing(command: [String]) throws {
        // Given a database path in a folder that does not exist
        let folder = try TemporaryDirectory()
        let missing = folder.path("nowhere/larder.sqlite")

        // When a command that only reads is pointed at it
        let result = try LarderExecutable().run(command + ["--db", missing])

        // Then it fails naming the path, and neither the file nor its folder appears
        #expect(result.exitCode == 1, "\(command): \(result.standardOutput)")
        #expect(result.standardError.contains("no database at \(missing)"), "\(command): \(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("nowhere")), "\(command)")
    }
}
