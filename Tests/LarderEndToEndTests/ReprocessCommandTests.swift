import Foundation
import GRDB
import LarderStore
import LarderTestSupport
import Testing

/// `larder reprocess` and `larder receipts history` on real SQLite files with the built binary.
@Suite(.serialized) struct ReprocessCommandTests {
    @Test func aSecondRunChangesNothing() throws {
        // Given a receipt and copies read by an older rule set
        let fixture = try ReprocessFixture()
        try fixture.addCopies(20)
        try fixture.ageRuns()

        // When everything is reprocessed twice
        let first = try fixture.reprocess(["--all"])
        let runsAfterFirst = try fixture.number("SELECT COUNT(*) FROM extractionRun")
        let second = try fixture.reprocess(["--all"])

        // Then the first run moves every trip to a new run, and the second stores nothing
        #expect(first.result.exitCode == 0, "\(first.result.standardError)")
        #expect(first.count("changed") == 21)
        #expect(first.receipts.count == 21)
        #expect(second.count("changed") == 0)
        #expect(second.count("unchanged") == 21)
        #expect(try fixture.number("SELECT COUNT(*) FROM extractionRun") == runsAfterFirst)
        #expect(runsAfterFirst == 42)
    }

    @Test func correctionsSurviveReprocessingAndHistoryShowsTheRuns() throws {
        // Given a trip corrected by hand: store, total, one item skipped and one linked by hand
        let fixture = try ReprocessFixture()
        let trip = try fixture.database().trip(id: 1)
        let items = trip.items
        try #require(items.count >= 2)
        let edit = try fixture.larder.run([
            "trips", "edit", "1", "--store", "Corner Shop", "--total", "99.99", "--db", fixture.databasePath,
        ])
        #expect(edit.exitCode == 0, "\(edit.standardError)")
        let renamed = try fixture.larder.run([
            "trips", "edit", "1", "--item", "\(items[0].id!)", "--name", "my bread", "--db", fixture.databasePath,
        ])
        #expect(renamed.exitCode == 0, "\(renamed.standardError)")
        let skip = try fixture.larder.run(["items", "skip", "\(items[1].id!)", "--db", fixture.databasePath])
        #expect(skip.exitCode == 0, "\(skip.standardError)")
        try fixture.ageRuns()

        // When the receipt is reprocessed
        let run = try fixture.reprocess(["--ids", "1"])

        // Then a new run is stored, and the trip (same id) shows it with the corrections laid over it
        #expect(run.count("changed") == 1, "\(run.result.standardOutput)")
        let after = try fixture.database().trip(id: 1)
        #expect(after.trip.storeName == "Corner Shop")
        #expect(after.trip.totalCents == 9999)
        #expect(after.items.first?.name == "my bread")
        let skipped = try fixture.number("SELECT isSkipped FROM purchasedItem WHERE position = 1")
        #expect(skipped == 1)
        #expect(after.trip.extractionRunId == 2)

        // And the history lists both runs, the second current
        let history = try fixture.larder.run(["receipts", "history", "1", "--json", "--db", fixture.databasePath])
        #expect(history.exitCode == 0, "\(history.standardError)")
        let object = try JSONSerialization.jsonObject(with: Data(history.standardOutput.utf8)) as? [String: Any]
        let runs = try #require(object?["runs"] as? [[String: Any]])
        #expect(runs.map { $0["model"] as? String } == ["rules-0", "rules-1"])
        #expect(runs.map { $0["isCurrent"] as? Bool } == [false, true])
    }

    @Test func discardEditsGoesBackToTheReading() throws {
        // Given a trip whose store was corrected
        let fixture = try ReprocessFixture()
        let original = try fixture.database().trip(id: 1).trip.storeName
        _ = try fixture.larder.run(["trips", "edit", "1", "--store", "Corner Shop", "--db", fixture.databasePath])

        // When it is reprocessed with --discard-edits
        let run = try fixture.reprocess(["--all", "--discard-edits"])

        // Then the trip shows what the receipt says, and the correction is gone
        #expect(run.count("changed") == 1, "\(run.result.standardOutput)")
        #expect(try fixture.database().trip(id: 1).trip.storeName == original)
        #expect(try fixture.number("SELECT COUNT(*) FROM userCorrection") == 0)
    }

    @Test func aDryRunShowsTheChangesAndStoresNothing() throws {
        // Given a trip whose total a person changed, without recording it as a correction
        let fixture = try ReprocessFixture()
        try fixture.database().writer.write { db in
            try db.execute(sql: "UPDATE groceryTrip SET totalCents = 1")
        }
        let before = try fixture.number("SELECT COUNT(*) FROM extractionRun")

        // When a dry run looks at it
        let run = try fixture.reprocess(["--all", "--dry-run"])

        // Then it says the total would change, and nothing is stored
        #expect(run.count("changed") == 1, "\(run.result.standardOutput)")
        let diff = try #require(run.receipts.first?["diff"] as? [String: Any])
        let fields = try #require(diff["fields"] as? [[String: Any]])
        #expect(fields.contains { $0["field"] as? String == "total" && $0["before"] as? String == "0.01" })
        #expect(try fixture.number("SELECT COUNT(*) FROM extractionRun") == before)
        #expect(try fixture.number("SELECT totalCents FROM groceryTrip") == 1)
    }

    @Test func reocrReadsTheArchivedImageAgain() throws {
        // Given a receipt whose stored OCR text has been lost
        let fixture = try ReprocessFixture()
        try fixture.database().writer.write { db in
            try db.execute(sql: "UPDATE receipt SET ocrText = '-', ocrWords = '[]'")
        }
        let stale = try fixture.reprocess(["--all"])
        #expect(stale.count("failed") == 1, "stored text alone cannot be read: \(stale.result.standardOutput)")

        // When it is reprocessed with --reocr
        let run = try fixture.reprocess(["--all", "--reocr"])

        // Then the image is read again with Tesseract and the receipt's text restored
        #expect(run.result.exitCode == 0, "\(run.result.standardOutput) \(run.result.standardError)")
        let text = try fixture.text("SELECT ocrText FROM receipt")
        #expect((text ?? "").count > 100)
        #expect(try fixture.database().trip(id: 1).items.count > 2)

        // And without the image on disk, the receipt fails with a reason and the trip stays
        try FileManager.default.removeItem(atPath: fixture.imagePath)
        let missing = try fixture.reprocess(["--all", "--reocr"])
        #expect(missing.result.exitCode == 1)
        let reason = try #require(missing.receipts.first?["error"] as? String)
        #expect(reason.contains("no image on disk"))
        #expect(try fixture.database().trip(id: 1).items.count > 2)
    }

    @Test func aKilledRunContinuesWhereItStopped() throws {
        // Given many receipts read by an older rule set
        let fixture = try ReprocessFixture()
        try fixture.addCopies(149)
        try fixture.ageRuns()

        // When reprocessing is killed with SIGKILL part way through
        let running = try fixture.larder.start(
            ["reprocess", "--all", "--json", "--concurrency", "1", "--db", fixture.databasePath],
            logIn: fixture.folder)
        // Bounded, so a run that ends early fails the check below instead of hanging the test.
        var polls = 0
        while polls < 1200, Reprocessed.objects(running.log).count < 20 {
            Thread.sleep(forTimeInterval: 0.05)
            polls += 1
        }
        running.send(SIGKILL)
        _ = running.waitForExit()

        // Then each receipt is either fully moved to a new run or untouched
        let moved = try fixture.number(
            "SELECT COUNT(*) FROM groceryTrip t JOIN extractionRun r ON r.id = t.extractionRunId "
                + "WHERE r.model = 'rules-1'"
        ) ?? -1
        let newRuns = try fixture.number("SELECT COUNT(*) FROM extractionRun WHERE model = 'rules-1'")
        #expect(moved > 0 && moved < 150, "killed after \(moved) of 150")
        #expect(newRuns == moved)

        // And running the same command again finishes the rest, once each
        let resumed = try fixture.reprocess(["--all"])
        #expect(resumed.result.exitCode == 0, "\(resumed.result.standardError)")
        #expect(resumed.count("changed") == 150 - moved)
        #expect(resumed.count("unchanged") == moved)
        #expect(try fixture.number("SELECT COUNT(*) FROM extractionRun WHERE model = 'rules-1'") == 150)
    }
}
