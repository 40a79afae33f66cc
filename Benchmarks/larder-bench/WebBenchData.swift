import Foundation
import LarderCore
import LarderPipeline
import LarderStore
import LarderTestSupport

/// What the routes of the generated database are asked about.
struct WebBenchFixture {
    /// A recent trip of a typical length whose receipt photo is in the archive.
    let tripId: Int64
    /// The food most lines are linked to.
    let foodId: Int64
    /// The job that read that trip's receipt.
    let jobId: Int64
    /// The last whole month, for the nutrition report.
    let month: ReportDays
    let trips: Int
    let items: Int
    let foods: Int
    let waitingReview: Int
    let unmatchedItems: Int
}

/// Builds the benchmark's data folder as the daemon would have left it after years of use: the database (created
/// and seeded as the daemon creates it, then written through the store's own API: `addFood`, `save` of each
/// reading, the jobs that read them) and the one archived photo the measured trip page shows.
enum WebBenchData {
    static func build(in dataFolder: URL, trips: Int, items: Int, foods: Int, years: Int) throws -> WebBenchFixture {
        let database = try LarderDatabase.open(atPath: dataFolder.appendingPathComponent("larder.sqlite").path)
        for member in household { try database.addHouseholdMember(member) }
        var random = SplitMix64(seed: 17)
        let seed = try BankFood.all(in: database)
        try GeneratedFoods.add(foods, basedOn: seed, to: database, random: &random)
        let products = Array(try BankFood.all(in: database).dropFirst(seed.count))
        // Shuffled so that the staples the history leans to are spread over the categories.
        var history = HouseholdHistory(
            seed: seed.shuffled(using: &random), products: products.shuffled(using: &random), dataFolder: dataFolder,
            random: random)
        var planned = history.trips(count: trips, items: items, years: years, lastDay: .localToday)
        let shown = try attachPhoto(to: &planned)
        var shownTrip: Int64 = 0
        var shownJob: Int64 = 0
        for (index, trip) in planned.enumerated() {
            let saved = try database.save(trip.reading)
            let job = try recordJob(of: trip, saved: saved, in: database)
            if index == shown { (shownTrip, shownJob) = (saved.tripId, job) }
        }
        // The food search index is brought up to date by the first search; done here, not in a measured request.
        _ = try database.searchFoods("milk", limit: 1)
        let links = planned.flatMap(\.reading.foodLinks)
        // Ties go to the lower id, so the same food is chosen on every run.
        let popular = Dictionary(grouping: links.compactMap { $0?.foodId }, by: { $0 })
            .max { ($0.value.count, $1.key) < ($1.value.count, $0.key) }
        let lastMonth = ReportDays.month(containing: ReportDays.month(containing: .localToday).start.movedBy(days: -1))
        return WebBenchFixture(
            tripId: shownTrip, foodId: popular?.key ?? 1, jobId: shownJob, month: lastMonth, trips: planned.count,
            items: links.count, foods: try database.foodCount(), waitingReview: try database.reviewCount(),
            unmatchedItems: try database.items(isUnmatchedOnly: true).count)
    }

    /// Two adults and a child, so the household page suggests targets and the reports divide by three.
    static let household = [
        HouseholdMember(name: "Anna", age: 38, sex: .female, weightKg: 66, heightCm: 170, activity: .moderate),
        HouseholdMember(name: "Jonas", age: 41, sex: .male, weightKg: 82, heightCm: 183, activity: .light),
        HouseholdMember(name: "Mia", age: 9, sex: .female, weightKg: 29, heightCm: 134, activity: .active),
    ]

    /// Puts a real receipt photo (made unique by a tail JPEG decoders ignore) in the archive for the last trip with
    /// the mean number of lines or more, and gives its receipt the photo's SHA-256, as the daemon would have.
    /// The trip page opens it on every view to learn its format.
    /// - Returns: That trip's index.
    private static func attachPhoto(to planned: inout [PlannedTrip]) throws -> Int {
        let mean = planned.map(\.reading.extraction.items.count).reduce(0, +) / max(1, planned.count)
        guard let index = planned.lastIndex(where: { $0.reading.extraction.items.count >= mean && $0.reading.status == .done })
        else { throw BenchmarkError("no generated trip has \(mean) lines") }
        var photo = try Data(contentsOf: URL(fileURLWithPath: Fixtures.testReceipt("edeka-02.jpg")))
        photo.append(Data("larder-bench web \(index)".utf8))
        let path = URL(fileURLWithPath: planned[index].reading.storedPath)
        try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        try photo.write(to: path)
        planned[index].reading.sha256 = ContentHash.sha256(of: photo)
        return index
    }

    /// The job that read the trip's file from the inbox and moved it to the archive, with its times.
    private static func recordJob(of trip: PlannedTrip, saved: SavedReading, in database: LarderDatabase) throws -> Int64 {
        let at = trip.reading.startedAt
        let job = try database.enqueueJob(sourcePath: trip.inboxPath, isFolder: false, sha256: trip.reading.sha256, now: at)
        let id = job.id ?? 0
        try database.moveJob(id, to: .ocr, now: at)
        try database.moveJob(
            id, to: trip.reading.status == .done ? .done : .needsReview, error: trip.reading.reviewReason,
            receiptId: saved.receiptId, now: trip.reading.finishedAt)
        try database.markJobMoved(id, to: trip.reading.storedPath)
        return id
    }
}
