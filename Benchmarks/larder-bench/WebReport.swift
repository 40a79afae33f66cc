import Foundation

/// What was measured of one route.
struct RouteFigures {
    let route: WebRoute
    /// Seconds, p95 of the route's store reads alone.
    let queries: Double
    /// Bytes of its answer.
    let bytes: Int
    /// Under wrk's 8 connections.
    let load: Wrk.Result
    /// Over one connection.
    let alone: Wrk.Result
    /// The daemon's processor seconds per request under the load.
    let cpuPerRequest: Double
}

/// The web benchmark's table: each route's p95 under load beside its target and its store reads alone.
struct WebReport {
    let rows: [RouteFigures]

    func print(connections: Int, seconds: Int, calls: Int) {
        var table = ResultTable(columns: [
            "route", "p95 ms", "target", "met", "queries p95 ms", "server/queries", "p50 ms", "req/s", "CPU ms/req",
            "non-2xx", "1 conn p50 ms", "KB",
        ])
        for row in rows {
            let queries = row.queries * 1000
            table.add([
                row.route.path, format(row.load.p95), format(row.route.targetMilliseconds, digits: 0),
                row.load.p95 <= row.route.targetMilliseconds ? "✓" : "✗", format(queries, digits: 2),
                format(row.load.p95 / queries) + "×", format(row.load.p50), format(row.load.requestsPerSecond, digits: 0),
                format(row.cpuPerRequest * 1000, digits: 2), "\(row.load.failures + row.alone.failures)",
                format(row.alone.p50), format(Double(row.bytes) / 1000),
            ])
        }
        Swift.print("wrk: \(connections) connections, 2 threads, \(seconds) s a route (then 1 connection, 2 s); queries "
            + "alone: p95 of \(calls) calls, one at a time, in this process")
        Swift.print(table.render())
        for (kind, isPage) in [("pages", true), ("API reads", false)] {
            let kindRows = rows.filter { $0.route.isPage == isPage }
            let met = kindRows.filter { $0.load.p95 <= $0.route.targetMilliseconds }.count
            let target = format(kindRows.first?.route.targetMilliseconds ?? 0, digits: 0)
            Swift.print("\(kind): \(met) of \(kindRows.count) within \(target) ms at p95")
        }
    }

    private func format(_ value: Double, digits: Int = 1) -> String {
        String(format: "%.\(digits)f", value)
    }
}
