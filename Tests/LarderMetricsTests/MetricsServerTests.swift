import Foundation
import LarderMetrics
import Prometheus
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `MetricsServer` answering real HTTP requests over loopback.
@Suite struct MetricsServerTests {
    /// Runs a server on a free loopback port for the duration of `body`.
    private func withServer(
        registry: PrometheusCollectorRegistry = PrometheusCollectorRegistry(),
        health: @escaping MetricsServer.HealthCheck = { true },
        _ body: (URL) async throws -> Void
    ) async throws {
        let (ports, listening) = AsyncStream.makeStream(of: Int.self)
        let server = try MetricsServer(
            address: "127.0.0.1:0", registry: registry, health: health, onListening: { listening.yield($0) })
        // A server that fails before it listens ends the wait for its port too.
        let serving = Task {
            defer { listening.finish() }
            try await server.run()
        }
        defer { serving.cancel() }
        var waiting = ports.makeAsyncIterator()
        let port = try #require(await waiting.next())
        try await body(URL(string: "http://127.0.0.1:\(port)")!)
        serving.cancel()
        _ = await serving.result
    }

    private func get(_ url: URL, method: String = "GET") async throws -> (status: Int, body: String, type: String?) {
        var request = URLRequest(url: url)
        request.httpMethod = method
        // The serving task may start late when other tests keep every worker thread busy; a slow
        // answer is not what these tests are about.
        request.timeoutInterval = 600
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        return (http.statusCode, String(decoding: data, as: UTF8.self), http.value(forHTTPHeaderField: "Content-Type"))
    }

    @Test func metricsAreServedInPrometheusTextFormat() async throws {
        let registry = PrometheusCollectorRegistry()
        let stored = registry.makeCounter(
            descriptor: MetricNameDescriptor(
                namespace: "larder", metricName: "receipts_stored", unitName: "total", helpText: "Receipts stored."
            )
        )
        stored.increment(by: Int64(3))

        try await withServer(registry: registry) { base in
            let response = try await get(base.appendingPathComponent("metrics"))

            #expect(response.status == 200)
            #expect(response.type?.hasPrefix("text/plain; version=0.0.4") == true)
            #expect(response.body.contains("larder_receipts_stored_total 3"))
        }
    }

    @Test func healthzFollowsTheHealthCheck() async throws {
        let healthy = HealthFlag()

        try await withServer(health: { healthy.value }) { base in
            let up = try await get(base.appendingPathComponent("healthz"))
            healthy.value = false
            let down = try await get(base.appendingPathComponent("healthz"))

            #expect(up.status == 200 && up.body == "ok\n")
            #expect(down.status == 503)
        }
    }

    @Test func otherPathsAndMethodsAreRefused() async throws {
        try await withServer { base in
            let unknownPath = try await get(base.appendingPathComponent("admin"))
            let post = try await get(base.appendingPathComponent("metrics"), method: "POST")

            #expect(unknownPath.status == 404)
            // Hummingbird answers a method a path has no route for as it answers an unknown path.
            #expect(post.status == 404)
            #expect(!post.body.contains("larder_"))
        }
    }

    @Test func aTakenPortFailsAtStartWithTheAddress() async throws {
        try await withServer { base in
            // Given a server listening on a port
            let address = "127.0.0.1:\(base.port ?? 0)"

            // When a second one runs on the same address / Then it fails with the address, saying what to do
            let taken = await #expect(throws: MetricsServerError.self) {
                try await MetricsServer(address: address, registry: PrometheusCollectorRegistry()).run()
            }
            #expect(taken?.code == .bind)
            #expect(taken?.description.contains(address) == true)
        }
        let malformed = #expect(throws: MetricsServerError.self) {
            _ = try MetricsServer(address: "localhost", registry: PrometheusCollectorRegistry())
        }
        #expect(malformed?.code == .malformedAddress)
    }
}

/// A health answer the test flips while the server thread reads it.
final class HealthFlag: @unchecked Sendable {
    // @unchecked: `stored` is only touched while holding `lock`.
    private let lock = NSLock()
    private var stored = true

    var value: Bool {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
