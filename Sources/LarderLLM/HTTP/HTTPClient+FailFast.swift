import AsyncHTTPClient
import Logging

extension HTTPClient {
    /// The client the network backends share: like ``HTTPClient/shared``, but a connection that cannot be made
    /// fails the request at once instead of being retried by the pool until the request's deadline.
    ///
    /// With the pool's own retries, a server that refuses connections (a local model server that is not
    /// running) held every attempt for its whole 60 s timeout; ``LLMTransport`` decides about retries itself.
    /// An address that does not answer at all gives up after 10 s rather than the shared client's 90 s.
    /// - Important: Never shut down; like the shared client it lives as long as the process.
    static let failFast: HTTPClient = {
        var configuration = HTTPClient.Configuration.singletonConfiguration
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.timeout.connect = .seconds(10)
        return HTTPClient(
            eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration,
            backgroundActivityLogger: Logger(label: "larder.http", factory: { _ in SwiftLogNoOpLogHandler() }))
    }()
}
