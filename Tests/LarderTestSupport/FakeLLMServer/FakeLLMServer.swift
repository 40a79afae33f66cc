import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix

/// A loopback HTTP server that answers like OpenAI's Chat Completions or Anthropic's Messages API,
/// from a script of replies, and records every request it receives.
///
/// Use it through ``withFakeLLMServer(_:)`` so it is always shut down.
public final class FakeLLMServer: Sendable {
    private let state: NIOLockedValueBox<State>
    private let channel: any Channel

    /// The port it listens on, chosen by the system.
    public let port: Int
    /// e.g. "http://127.0.0.1:40123", to which a backend adds its API path.
    public var baseURL: String { "http://127.0.0.1:\(port)" }

    struct State {
        var script: [FakeReply] = []
        var requests: [RecordedRequest] = []
    }

    private init(state: NIOLockedValueBox<State>, channel: any Channel) throws {
        self.state = state
        self.channel = channel
        guard let port = channel.localAddress?.port else { throw ChannelError.unknownLocalAddress }
        self.port = port
    }

    /// Starts a server on 127.0.0.1 with an empty script.
    public static func start() async throws -> FakeLLMServer {
        let state = NIOLockedValueBox(State())
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline()
                    try channel.pipeline.syncOperations.addHandler(FakeLLMHandler(state: state))
                }
            }
            .bind(host: "127.0.0.1", port: 0).get()
        return try FakeLLMServer(state: state, channel: channel)
    }

    /// Adds replies to the script; each request takes the next one. An empty script answers 418, which no
    /// backend retries, so a test that expected fewer calls fails loudly.
    public func enqueue(_ replies: FakeReply...) {
        state.withLockedValue { $0.script.append(contentsOf: replies) }
    }

    /// Every request received so far, in order.
    public var requests: [RecordedRequest] {
        state.withLockedValue { $0.requests }
    }

    /// Stops listening.
    public func shutdown() async throws {
        try await channel.close()
    }
}

/// Runs `body` with a fresh server and shuts the server down afterwards, also when `body` throws.
public func withFakeLLMServer<T>(_ body: (FakeLLMServer) async throws -> T) async throws -> T {
    let server = try await FakeLLMServer.start()
    do {
        let result = try await body(server)
        try await server.shutdown()
        return result
    } catch {
        try? await server.shutdown()
        throw error
    }
}

/// One request as the server saw it.
public struct RecordedRequest: Sendable {
    public var method: String
    public var path: String
    /// Header names lower-cased.
    public var headers: [String: String]
    public var body: Data

    /// The body as a JSON object, or an empty one when it is not JSON.
    public var json: [String: Any] {
        (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
    }

    /// The body as text.
    public var text: String { String(decoding: body, as: UTF8.self) }
}

/// Reads one request, records it, and answers with the next scripted reply after its delay.
private final class FakeLLMHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let state: NIOLockedValueBox<FakeLLMServer.State>
    private var head: HTTPRequestHead?
    private var body = Data()

    init(state: NIOLockedValueBox<FakeLLMServer.State>) {
        self.state = state
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            self.head = head
            body = Data()
        case .body(let buffer):
            body.append(contentsOf: buffer.readableBytesView)
        case .end:
            guard let head else { return }
            var headers: [String: String] = [:]
            for (name, value) in head.headers { headers[name.lowercased()] = value }
            let request = RecordedRequest(method: "\(head.method)", path: head.uri, headers: headers, body: body)
            let reply = state.withLockedValue { state -> FakeReply in
                state.requests.append(request)
                return state.script.isEmpty
                    ? FakeReply(status: 418, body: "no scripted reply") : state.script.removeFirst()
            }
            let loop = context.eventLoop.assumeIsolated()
            if let delay = reply.delay {
                loop.scheduleTask(
                    in: .nanoseconds(
                        Int64(
                            delay.components.seconds * 1_000_000_000
                                + delay.components.attoseconds / 1_000_000_000))
                ) {
                    self.write(reply, context: context)
                }
            } else {
                write(reply, context: context)
            }
        }
    }

    private func write(_ reply: FakeReply, context: ChannelHandlerContext) {
        guard context.channel.isActive else { return }
        var headers = HTTPHeaders([
            ("content-type", "application/json"), ("content-length", "\(reply.body.utf8.count)"),
        ])
        for (name, value) in reply.headers { headers.add(name: name, value: value) }
        let head = HTTPResponseHead(
            version: .http1_1, status: HTTPResponseStatus(statusCode: reply.status), headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(string: reply.body)))), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
    }
}
