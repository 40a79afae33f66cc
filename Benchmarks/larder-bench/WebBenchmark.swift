import ArgumentParser
import Foundation
import LarderCore
import LarderStore

/// `larder-bench web`: every page and API read of the web app under load from `wrk` (8 connections), served by
/// the release daemon over a generated database of five years of one household, beside the same store reads
/// alone, in-process, in the same run.
///
/// Issue 17 asks for a p95 of at most 50 ms for every page and 20 ms for every API read at 8 concurrent
/// connections. The p95 is wrk's: from sending a request to reading its whole answer over loopback.
struct WebBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "web",
        abstract: "Web app latency under wrk at 8 connections on five generated years, against its store reads alone."
    )

    @Option(help: "Grocery trips in the generated database.")
    var trips = 800

    @Option(help: "Purchased items over all trips.")
    var items = 15_000

    @Option(help: "Foods added to the seed food bank.")
    var foods = 2_000

    @Option(help: "Seconds wrk loads each route (after a one-second warm-up).")
    var duration = 5

    @Option(help: "Calls of each route's store reads for the baseline.")
    var calls = 200

    @Option(help: "The larder binary to run as the daemon.")
    var larder = ".build/release/larder"

    @Flag(help: "Keep the temporary folder (database, configuration, daemon log) and print where it is.")
    var keep = false

    static let connections = 8

    func run() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("larder-bench-web-\(UUID())")
        let data = folder.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        defer {
            if keep { print("kept \(folder.path)") } else { try? FileManager.default.removeItem(at: folder) }
        }
        let (fixture, buildSeconds) = try Latency.timed {
            try WebBenchData.build(in: data, trips: trips, items: items, foods: foods, years: 5)
        }
        print("web: \(fixture.trips) trips over 5 years, \(fixture.items) items (\(fixture.unmatchedItems) waiting for a "
            + "food), \(fixture.foods) foods, \(fixture.waitingReview) receipts to review; generated in "
            + String(format: "%.0f s", buildSeconds))
        let database = try LarderDatabase.openExisting(atPath: data.appendingPathComponent("larder.sqlite").path)
        // The foods a search for "milk" finds: the web app scores searches with its shared matcher and then reads
        // only the foods it shows, by id, and so does the baseline.
        let milk = try database.searchFoods("milk", limit: 50).map(\.foodId)
        let routes = WebRoutes.all(fixture, milk: milk, today: .localToday)
        // Before the daemon starts, so that nothing else runs beside them.
        let baselines = try routes.map { try QueryBaseline.p95(calls: calls, of: $0.queries, in: database) }

        let daemon = try WebDaemon(binary: larder, folder: folder, dataFolder: data)
        defer { daemon.stop() }
        let wrk = try Wrk(scriptIn: folder, headers: [daemon.authorization])
        guard try database.jobSummary().queueDepth == 0 else { throw BenchmarkError("the daemon has inbox work") }
        let idleBefore = daemon.memory
        // Every route answers 200 before any is measured: a wrong route fails now, not minutes later.
        var sizes: [Int] = []
        for route in routes { sizes.append(try await daemon.checkedSize(of: route.path)) }
        let rows = try routes.indices.map { index in
            try WebLoad.measure(
                routes[index], queries: baselines[index], bytes: sizes[index], on: daemon, with: wrk, seconds: duration,
                connections: Self.connections)
        }
        // Let the last answers' buffers go back before resident memory is read again.
        try await Task.sleep(for: .seconds(2))
        let idleAfter = daemon.memory
        WebReport(rows: rows).print(connections: Self.connections, seconds: duration, calls: calls)
        print(String(format: "daemon resident memory idle before the load: %.1f MB (%.1f MB anonymous); after it: "
            + "%.1f MB (%.1f MB anonymous); peak %.1f MB", idleBefore.resident, idleBefore.anonymous,
            idleAfter.resident, idleAfter.anonymous, idleAfter.peak))
    }
}
