import Foundation

/// The web benchmark's table: each route's p95 under load beside its target and its store reads alone.
struct WebReport {
    let routes: [WebRoute]
    let results: [Wrk.Result]
    /// Seconds, p95 of the store reads alone.
    let baselines: [Double]
    /// Bytes of each route's answer.
    let sizes: [Int]

    func print(connections: Int, seconds: Int, calls: Int) {
        var table = ResultTable(columns: [
            "route", "p95 ms", "target", "met", "queries p95 ms", "server/queries", "p50 ms", "req/s", "non-2xx", "KB",
        ])
        for (index, route) in routes.enumerated() {
            let result = results[index]
            let queries = baselines[index] * 1000
            table.add([
                route.path, format(result.p95), format(route.targetMilliseconds, digits: 0),
                result.p95 <= route.targetMilliseconds ? "✓" : "✗", format(queries, digits: 2),
                format(result.p95 / queries) + "×", format(result.p50), format(result.requestsPerSecond, digits: 0),
                "\(result.failures)", format(Double(sizes[index]) / 1000),
            ])
        }
        Swift.print("wrk: \(connections) connections, 2 threads, \(seconds) s a route; queries alone: p95 of \(calls) "
            + "calls, one at a time, in this process")
        Swift.print(table.render())
        for (kind, isPage) in [("pages", true), ("API reads", false)] {
            let indices = routes.indices.filter { routes[$0].isPage == isPage }
            let met = indices.filter { results[$0].p95 <= routes[$0].targetMilliseconds }.count
            Swift.print("\(kind): \(met) of \(indices.count) within \(format(routes[indices[0]].targetMilliseconds, digits: 0)) "
                + "ms at p95")
        }
    }

    private func format(_ value: Double, digits: Int = 1) -> String {
        String(format: "%.\(digits)f", value)
    }
}
