import Foundation
import GRDB
@testable import LarderStore
import Testing

/// Dates go into the database as GRDB's own format, written and read without Foundation's formatters and ICU.
struct StoredDateTests {
    @Test func writesTheTextGRDBWrites() {
        // Whole milliseconds from 1583 to 2200, and a quarter off them either way: GRDB's formatter rounds to the
        // nearest. Then the edges: half a millisecond and just under it, on both sides of 1970.
        var generator = SystemRandomNumberGenerator()
        var moments: [Date] = [0.0004996, 0.0005, -0.0005, -0.0004996, -0.0006, 1_700_000_000.0004996].map {
            Date(timeIntervalSince1970: $0)
        }
        for _ in 0..<2000 {
            let milliseconds = Int64.random(in: -12_212_553_600_000...7_258_118_400_000, using: &generator)
            moments += [0, 0.25, 0.75].map { Date(timeIntervalSince1970: (TimeInterval(milliseconds) + $0) / 1000) }
        }
        for moment in moments {
            #expect(DatabaseValue(value: moment.storedText) == moment.databaseValue, "\(moment.timeIntervalSince1970)")
        }
    }

    @Test func readsEverySQLiteDateGRDBReads() throws {
        let texts = [
            "2024-03-05", "2024-03-05 10:20", "2024-03-05T10:20", "2024-03-05 10:20:30", "2024-03-05T10:20:30",
            "2024-03-05 10:20:30.1", "2024-03-05 10:20:30.12", "2024-03-05 10:20:30.123", "2024-03-05 10:20:30.123456",
            "2024-02-29 23:59:59.999", "1969-12-31 23:59:59.999", "1600-03-01 00:00",
            // A lenient calendar carries what overflows, and so do we.
            "2024-02-30", "2024-03-05 25:00", "2024-03-05 10:61:61", "2024-03-00",
        ]
        let values = texts.map(\.databaseValue) + [1_700_000_000.databaseValue, 1_700_000_000.25.databaseValue]
        for value in values {
            let ours = try #require(Date(storedValue: value), "\(value)")
            let grdbs = try #require(Date.fromDatabaseValue(value), "\(value)")
            // The same moment; the two compute it in floating point by different sums.
            #expect(abs(ours.timeIntervalSince(grdbs)) < 1e-6, "\(value): \(ours) against \(grdbs)")
        }
    }

    @Test func readsTimeZonesAsGRDBDoes() throws {
        for text in ["2024-03-05T10:20:30+01:00", "2024-03-05 10:20:30Z", "2024-03-05 10:20-02:30", "2024-03-05 10:20:30.5+05:45"] {
            let ours = try #require(Date(storedValue: text.databaseValue), "\(text)")
            let grdbs = try #require(Date.fromDatabaseValue(text.databaseValue), "\(text)")
            #expect(abs(ours.timeIntervalSince(grdbs)) < 1e-6, "\(text): \(ours) against \(grdbs)")
        }
    }

    @Test func refusesWhatIsNoDate() {
        // Neither reads these (a bare time has no date for a `Date`).
        let texts = ["", "yesterday", "10:20", "2024/03/05", "2024-03-05 10:20:30.", "2024-03-05X10:20"]
        for value in texts.map(\.databaseValue) + [.null] {
            #expect(Date(storedValue: value) == nil, "\(value)")
            #expect(Date.fromDatabaseValue(value) == nil, "\(value)")
        }
    }

    @Test func aRecordsDatesAreStoredAsThatTextAndReadBackToTheMillisecond() throws {
        let database = try LarderDatabase.inMemory()
        let moment = Date(timeIntervalSince1970: 1_764_180_123.456)
        let stored = try database.writer.write { db in
            var job = JobRecord(sourcePath: "/inbox/a.jpg", isFolder: false, sha256: nil, now: moment)
            try job.insert(db)
            return (try String.fetchOne(db, sql: "SELECT createdAt FROM job"), try JobRecord.fetchOne(db))
        }
        #expect(stored.0 == "2025-11-26 18:02:03.456")
        #expect(stored.1?.createdAt == moment)
    }
}
