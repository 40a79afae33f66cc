import Foundation

/// Loads one route of a running daemon with wrk: a warm-up, the measured run at 8 connections with the daemon's
/// processor time around it, then one connection.
enum WebLoad {
    static func measure(
        _ route: WebRoute, queries: Double, bytes: Int, on daemon: WebDaemon, with wrk: Wrk, seconds: Int,
        connections: Int
    ) throws -> RouteFigures {
        let url = daemon.url(route.path)
        _ = try wrk.run(url, seconds: 1, connections: connections)
        // The daemon's processor time per request barely moves with other work on the machine, unlike latency.
        let cpuBefore = CPUTime.of(processIdentifier: daemon.process.processIdentifier)
        let load = try wrk.run(url, seconds: seconds, connections: connections)
        let cpu = CPUTime.of(processIdentifier: daemon.process.processIdentifier) - cpuBefore
        // One connection: what the route costs with nothing queued before it on the daemon's threads.
        let alone = try wrk.run(url, seconds: 2, connections: 1)
        return RouteFigures(
            route: route, queries: queries, bytes: bytes, load: load, alone: alone,
            cpuPerRequest: cpu / Double(max(1, load.requests)))
    }
}
