import Foundation
import Hummingbird
import HummingbirdAuth
import LarderStore
import Logging
import ServiceLifecycle

/// The web app and its JSON API on Hummingbird: a `Service` in the daemon's service group.
///
/// ```swift
/// let web = try WebServer(configuration: configuration, database: database, health: { true }, metrics: { "" })
/// try await web.run()   // until the service group shuts down
/// ```
public struct WebServer: Service {
    private let application: Application<RouterResponder<WebRequestContext>>
    private let address: String
    private let sessions: MemoryPersistDriver<ContinuousClock>

    /// - Parameters:
    ///   - health: Answers `/healthz`: `true` for 200.
    ///   - metrics: The Prometheus text `/metrics` prints.
    ///   - onListening: Called with the bound port once the server listens.
    /// - Throws: ``WebServerError`` for a malformed address.
    public init(
        configuration: WebConfiguration, database: LarderDatabase, health: @escaping @Sendable () -> Bool,
        metrics: @escaping @Sendable () -> String, logger: Logger = Logger(label: "larder.web"),
        onListening: @escaping @Sendable (Int) async -> Void = { _ in }
    ) throws {
        let (host, port) = try Self.parse(configuration.address)
        address = configuration.address
        sessions = MemoryPersistDriver()
        let router = WebRouter.build(
            configuration: configuration, database: database, sessions: sessions, health: health, metrics: metrics)
        var application = Application(
            router: router,
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "Larder"),
            onServerRunning: { channel in await onListening(channel.localAddress?.port ?? port) }, logger: logger)
        application.addServices(sessions)
        self.application = application
    }

    /// Binds the address and serves until the service group shuts down.
    public func run() async throws {
        try await application.run()
    }

    /// `IPv4:port`; `localhost` is the IPv4 loopback.
    static func parse(_ address: String) throws -> (host: String, port: Int) {
        let parts = address.split(separator: ":")
        let host = parts.first.map { $0 == "localhost" ? "127.0.0.1" : String($0) } ?? ""
        var checked = in_addr()
        guard parts.count == 2, let port = UInt16(parts[1]), inet_pton(AF_INET, host, &checked) == 1 else {
            throw WebServerError(message: "web.listen must be IPv4:port, e.g. 127.0.0.1:8470; got \(address)")
        }
        return (host, Int(port))
    }

    /// Whether the address is reachable only from this machine.
    public static func isLoopback(_ address: String) -> Bool {
        (try? parse(address)).map { $0.host.hasPrefix("127.") } ?? false
    }
}

/// Why the web server cannot start.
public struct WebServerError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

extension SignInRoutes {
    static func text(_ status: HTTPResponse.Status, _ text: String) -> Response {
        Response(
            status: status, headers: [.contentType: "text/plain; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
