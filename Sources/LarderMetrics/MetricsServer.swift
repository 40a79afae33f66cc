import Hummingbird
import Logging
import NIOCore
import Prometheus
import ServiceLifecycle

/// The optional loopback HTTP endpoint: `GET /metrics` (Prometheus text format) and `GET /healthz`.
///
/// Off by default; the daemon runs one in its service group when `[metrics] enabled = true`. Served by
/// Hummingbird, the HTTP server the web app shares.
///
/// ```swift
/// let server = try MetricsServer(address: "127.0.0.1:9464", registry: registry) { queue.isHealthy }
/// try await server.run()   // until the task is cancelled or its service group shuts down
/// ```
public struct MetricsServer: Service {
    /// Answers `/healthz`: `true` for 200, `false` for 503.
    public typealias HealthCheck = @Sendable () -> Bool

    private let address: String
    private let application: Application<RouterResponder<BasicRequestContext>>

    /// Prepares the server; ``run()`` binds and serves.
    /// - Parameters:
    ///   - address: `IPv4:port`, e.g. `127.0.0.1:9464`; port 0 picks a free one.
    ///   - registry: The metrics `/metrics` prints.
    ///   - health: Asked on every `/healthz`. Default: always healthy.
    ///   - refresh: Called before every `/metrics` answer, to update gauges whose values live elsewhere (e.g. a
    ///     database) rather than push them on every change.
    ///   - onListening: Called with the bound port once the server listens.
    /// - Throws: `MetricsServerError` when the address is malformed.
    public init(
        address: String,
        registry: PrometheusCollectorRegistry,
        health: @escaping HealthCheck = { true },
        refresh: @escaping @Sendable () -> Void = {},
        logger: Logger = Logger(label: "larder.metrics"),
        onListening: @escaping @Sendable (Int) async -> Void = { _ in }
    ) throws {
        let (host, port) = try ListeningAddress.parse(address)
        self.address = address
        let router = Router()
        router.get("/metrics") { _, _ in
            refresh()
            var bytes: [UInt8] = []
            registry.emit(into: &bytes)
            return Response(
                status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
        }
        router.get("/healthz") { _, _ in
            health() ? Self.text(.ok, "ok\n") : Self.text(.serviceUnavailable, "unhealthy\n")
        }
        application = Application(
            router: router, configuration: ApplicationConfiguration(address: .hostname(host, port: port)),
            onServerRunning: { channel in await onListening(channel.localAddress?.port ?? port) }, logger: logger)
    }

    /// Binds the address and serves until the task is cancelled or the service group shuts down.
    /// - Throws: `MetricsServerError` when the address cannot be bound (e.g. the port is taken).
    public func run() async throws {
        do {
            try await application.run()
        } catch let error as IOError {
            throw MetricsServerError.bindFailed(address, errno: error.errnoCode)
        }
    }

    private static func text(_ status: HTTPResponse.Status, _ body: String) -> Response {
        Response(
            status: status, headers: [.contentType: "text/plain; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }
}
