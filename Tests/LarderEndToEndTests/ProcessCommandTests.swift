import Foundation
import LarderTestSupport
import Testing

/// `larder process` run as a user runs it: the built binary, real Tesseract, a real SQLite file.
@Suite struct ProcessCommandTests {
    let folder: TemporaryDirectory
    let larder: LarderExecutable
    let databasePath: String

    init() throws {
        folder = try TemporaryDirectory()
        larder = try LarderExecutable()
        databasePath = folder.path("larder.sqlite")
    }

    func process(_ files: [String], extra: [String] = []) throws -> (LarderExecutable.Result, [[String: Any]]) {
        let result = try larder.run(["process", "--json", "--db", databasePath] + extra + files)
        let parsed = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]]
        return (result, try #require(parsed, "stdout was not a JSON array: \(result.standardOutput)"))
    }

    @Test func samplesAreStoredAndReportedInInputOrderWithEveryKey() throws {
        // Given two sample receipts
        let samples = try Fixtures.allTestReceipts().prefix(2)
        #expect(samples.count == 2)

        // When they are processed
        let (result, objects) = try process(samples.map(\.imagePath))

        // Then the command succeeds and reports each file, in order, with the documented keys
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(objects.map { $0["file"] as? String } == samples.map(\.imagePath))
        let keys: Set = [
            "file", "sha256", "status", "error", "receiptId", "tripId", "duplicateOf", "ocr", "store", "date",
            "currency", "total", "items", "warnings", "backend",
        ]
        for (object, sample) in zip(objects, samples) {
            #expect(Set(object.keys) == keys)
            #expect(["done", "needs_review"].contains(object["status"] as? String))
            #expect(object["receiptId"] is Int)
            #expect(object["backend"] as? String == "offline")
            #expect(object["duplicateOf"] is NSNull)
            #expect((object["total"] as? Double).map { abs($0 - sample.truth.total) < 0.005 } == true)
            let items = try #require(object["items"] as? [[String: Any]])
            #expect(!items.isEmpty)
            #expect(Set(items[0].keys).isSuperset(of: ["name", "originalText", "quantity", "grams", "price", "category", "food"]))
        }
        let permissions = try FileManager.default.attributesOfItem(atPath: databasePath)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
    }

    @Test func theSameImageAgainIsADuplicateOfTheFirst() throws {
        let sample = try #require(try Fixtures.allTestReceipts().first)
        let (_, first) = try process([sample.imagePath])
        let copy = try folder.copy(sample.imagePath, to: "again.jpg")

        let (result, second) = try process([copy])

        #expect(result.exitCode == 0)
        #expect(second[0]["status"] as? String == "duplicate")
        #expect(second[0]["duplicateOf"] as? Int == first[0]["receiptId"] as? Int)
        #expect(second[0]["sha256"] as? String == first[0]["sha256"] as? String)
    }

    @Test func badInputsFailClearlyWhileGoodOnesAreStillStored() throws {
        // Given a good receipt among every kind of bad input
        let sample = try #require(try Fixtures.allTestReceipts().first)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: sample.imagePath))
        let bad = [
            try folder.write(Data(), to: "empty.jpg"),
            try folder.write(bytes.prefix(bytes.count / 4), to: "truncated.jpg"),
            try folder.write(Data("not a picture, just text\n".utf8), to: "notes.jpg"),
            folder.path("missing.jpg"),
            folder.url.path,
        ]

        // When they are processed together
        let (result, objects) = try process(bad + [sample.imagePath])

        // Then the command exits 1, each bad file failed with an error naming it, and the good one is stored
        #expect(result.exitCode == 1)
        #expect(objects.count == bad.count + 1)
        for (object, path) in zip(objects, bad) {
            #expect(object["status"] as? String == "failed", "\(path)")
            let error = try #require(object["error"] as? String, "no error for \(path)")
            #expect(error.contains(path), "error for \(path) does not name it: \(error)")
        }
        #expect(["done", "needs_review"].contains(objects.last?["status"] as? String))
    }

    @Test func anImageOverThePixelLimitIsRefusedBeforeDecoding() throws {
        let sample = try #require(try Fixtures.allTestReceipts().first)

        let (result, objects) = try process([sample.imagePath], extra: ["--max-pixels", "10000"])

        #expect(result.exitCode == 1)
        #expect(objects[0]["status"] as? String == "failed")
        let error = try #require(objects[0]["error"] as? String)
        #expect(error.contains("pixel"), "\(error)")
    }

    @Test func theEnvironmentChoosesTheDatabaseWhenNoFlagIsGiven() throws {
        let sample = try #require(try Fixtures.allTestReceipts().first)
        let path = folder.path("from-env/larder.sqlite")

        let result = try larder.run(["process", sample.imagePath], environment: ["LARDER_DB": path])

        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(result.standardOutput.contains("receipt 1"))
    }

    @Test(arguments: [
        ["process"],
        ["process", "--backend", "nonsense", "x.jpg"],
        ["process", "--psm", "99", "x.jpg"],
        ["ocr"],
        ["no-such-command"],
    ])
    func usageErrorsExitWithTwoAndSayWhatToDo(arguments: [String]) throws {
        let result = try larder.run(arguments + ["--db", databasePath])

        #expect(result.exitCode == 2)
        #expect(!result.standardError.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: databasePath))
    }

    @Test func helpExplainsTheCommands() throws {
        let result = try larder.run(["--help"])

        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("process"))
        #expect(result.standardOutput.contains("ocr"))
    }
}
