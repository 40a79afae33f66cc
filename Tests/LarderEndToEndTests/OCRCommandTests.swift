import Foundation
import LarderTestSupport
import Testing

/// `larder ocr` run as a user runs it.
@Suite struct OCRCommandTests {
    let larder: LarderExecutable

    init() throws {
        larder = try LarderExecutable()
    }

    @Test func jsonHasTextConfidenceTimingPagesAndWordBoxes() throws {
        let sample = try #require(try Fixtures.allTestReceipts().first)

        let result = try larder.run(["ocr", "--json", sample.imagePath])

        #expect(result.exitCode == 0, "\(result.standardError)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        )
        let text = try #require(object["text"] as? String)
        #expect(text.contains(String(format: "%.2f", sample.truth.total).replacingOccurrences(of: ".", with: ","))
            || text.contains(String(format: "%.2f", sample.truth.total)))
        let confidence = try #require(object["confidence"] as? Double)
        #expect((0...100).contains(confidence))
        #expect((object["seconds"] as? Double ?? 0) > 0)
        #expect(object["pages"] as? Int == 1)
        let words = try #require(object["words"] as? [[String: Any]])
        #expect(words.count > 20)
        let box = try #require(words.first?["box"] as? [Int])
        #expect(box.count == 4)
        #expect(box[2] > 0 && box[3] > 0)
    }

    @Test func theLanguagesOfTheKeptReadingAreReportedAndCanBeChosen() throws {
        // A receipt whose English reading adds up and has its date
        let sample = try #require(try Fixtures.allTestReceipts().first { $0.imagePath.hasSuffix("aldi-nord-01.jpg") })
        let languages = { (arguments: [String]) throws -> String? in
            let result = try self.larder.run(["ocr", "--json"] + arguments + [sample.imagePath])
            #expect(result.exitCode == 0, "\(result.standardError)")
            let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
            return object?["languages"] as? String
        }

        // Is read once, in English alone, by default, and in German and English when asked to
        #expect(try languages([]) == "eng")
        #expect(try languages(["--first-reading-lang", "deu+eng"]) == "deu+eng")

        // And a first-reading language list that is no list is refused before anything is read
        let bad = try larder.run(["ocr", "--first-reading-lang", "eng+", sample.imagePath])
        #expect(bad.exitCode != 0)
        #expect(bad.standardError.contains("--first-reading-lang"))
        let outside = try larder.run(["ocr", "--lang", "deu", "--first-reading-lang", "eng", sample.imagePath])
        #expect(outside.exitCode != 0)
        #expect(outside.standardError.contains("must be among --lang (deu)"))
    }

    @Test func aLabelRefusesAFirstReadingLanguageItWouldIgnore() throws {
        // A label is read once in all of --lang: a first-reading language would be accepted and do nothing.
        let sample = try #require(try Fixtures.allTestReceipts().first)
        let folder = try TemporaryDirectory()
        let result = try larder.run(["label", "--db", folder.path("larder.sqlite"), "--first-reading-lang", "eng", sample.imagePath])
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains("--first-reading-lang is for receipts"))
    }

    @Test func plainOutputIsTheText() throws {
        let sample = try #require(try Fixtures.allTestReceipts().first)

        let result = try larder.run(["ocr", sample.imagePath])

        #expect(result.exitCode == 0)
        #expect(result.standardOutput.split(separator: "\n").count > 5)
    }

    @Test func aNonImageFailsWithExitOneAndAMessageOnStandardError() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write(Data("hello".utf8), to: "hello.png")

        let result = try larder.run(["ocr", path])

        #expect(result.exitCode == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("hello.png"))
    }

    @Test func aMissingLanguageIsNamedWithTheFix() throws {
        let sample = try #require(try Fixtures.allTestReceipts().first)

        let result = try larder.run(["ocr", "--lang", "xyz", sample.imagePath])

        #expect(result.exitCode == 1)
        #expect(result.standardError.contains("xyz"))
    }
}
