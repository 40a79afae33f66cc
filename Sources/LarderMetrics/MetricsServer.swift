import Foundation
import Prometheus

/// The optional loopback HTTP endpoint: `GET /metrics` (Prometheus text format) and `GET /healthz`.
///
/// Off by default; the daemon starts one when `[metrics] enabled = true`. Deliberately tiny (one
/// thread, one request per connection, no keep-alive) so that it adds no HTTP framework to the build;
/// a scraper every few seconds is all it serves.
///
/// ```swift
/// let server = try MetricsServer(address: "127.0.0.1:9464", registry: registry) { queue.isHealthy }
/// await server.run()   // until the task is cancelled
/// ```
/// - Important: Owns its listening socket from `init` (bound, so a busy port fails at start-up) until
///   `deinit`. `run()` serves on a dedicated thread, never blocking the cooperative pool.
public final class MetricsServer: Sendable {
    /// Answers `/healthz`: `true` for 200, `false` for 503.
    public typealias HealthCheck = @Sendable () -> Bool

    /// The bound port (useful when `address` asked for port 0).
    public let port: Int
    private let descriptor: Int32
    private let registry: PrometheusCollectorRegistry
    private let health: HealthCheck
    private let refresh: @Sendable () -> Void

    /// Binds `address` and starts listening.
    /// - Parameters:
    ///   - address: `IPv4:port`, e.g. `127.0.0.1:9464`; port 0 picks a free one.
    ///   - registry: The metrics `/metrics` prints.
    ///   - health: Asked on every `/healthz`. Default: always healthy.
    ///   - refresh: Called before every `/metrics` answer, to update gauges whose values live elsewhere (e.g. a
    ///     database) rather than push them on every change.
    /// - Throws: `MetricsServerError` when the address is malformed or cannot be bound.
    public init(
        address: String,
        registry: PrometheusCollectorRegistry,
        health: @escaping HealthCheck = { true },
        refresh: @escaping @Sendable () -> Void = {}
    ) throws {
        var socketAddress = try ListeningAddress.parse(address)
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard listener >= 0 else { throw MetricsServerError.bindFailed(address, errno: errno) }
        var reuse: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &socketAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(listener, 16) == 0 else {
            let code = errno
            close(listener)
            throw MetricsServerError.bindFailed(address, errno: code)
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        descriptor = listener
        port = Int(UInt16(bigEndian: actual.sin_port))
        self.registry = registry
        self.health = health
        self.refresh = refresh
    }

    /// Serves requests until the calling task is cancelled.
    public func run() async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
                let thread = Thread { [self] in
                    serve()
                    finished.resume()
                }
                thread.name = "larder-metrics"
                thread.start()
            }
        } onCancel: {
            // Wakes the blocked accept(2) with an error, which ends the serving thread.
            shutdown(descriptor, Int32(SHUT_RDWR))
        }
    }

    private func serve() {
        while true {
            let connection = accept(descriptor, nil, nil)
            if connection < 0 {
                if errno == EINTR || errno == ECONNABORTED { continue }
                return
            }
            _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
            HTTPExchange(descriptor: connection).respond { request in self.response(to: request) }
            close(connection)
        }
    }

    private func response(to request: HTTPExchange.Request) -> HTTPExchange.Response {
        guard request.method == "GET" || request.method == "HEAD" else {
            return .init(status: "405 Method Not Allowed", body: "only GET\n")
        }
        switch request.path {
        case "/metrics":
            refresh()
            var buffer: [UInt8] = []
            registry.emit(into: &buffer)
            return .init(status: "200 OK", contentType: "text/plain; version=0.0.4; charset=utf-8", body: buffer)
        case "/healthz":
            return health()
                ? .init(status: "200 OK", body: "ok\n") : .init(status: "503 Service Unavailable", body: "unhealthy\n")
        default:
            return .init(status: "404 Not Found", body: "try /metrics or /healthz\n")
        }
    }

    deinit {
        close(descriptor)
    }
}
