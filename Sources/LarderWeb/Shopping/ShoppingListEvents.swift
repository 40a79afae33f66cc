import Hummingbird
import LarderStore
import ServiceLifecycle
import Synchronization

/// `/lists/{id}/events`: Server-Sent Events that tell a phone its list changed, whoever changed it (another phone,
/// a receipt the daemon read, the CLI), by watching the list's version in the database: one small read every
/// half second, so a change shows on every phone within a second.
///
/// A stream ends after `lifetime` (the browser's `EventSource` reconnects by itself after `retry`), when the list
/// is deleted, and when the server shuts down, so an idle phone never holds the daemon open.
struct ShoppingListEvents {
    let database: LarderDatabase
    var interval: Duration = .milliseconds(500)
    var lifetime: Duration = .seconds(60)
    static let keepAlive: Duration = .seconds(10)

    func stream(listId: String) -> Response {
        let database = database
        let interval = interval
        let lifetime = lifetime
        return Response(
            status: .ok,
            headers: [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody { writer in
                try await writer.write(ByteBuffer(string: "retry: 1000\n\n"))
                let clock = ContinuousClock()
                let end = clock.now.advanced(by: lifetime)
                var sent: Int?
                var lastWrite = clock.now
                let stopping = StopSignal()
                try await withGracefulShutdownHandler {
                    while clock.now < end, !Task.isCancelled, !stopping.isSet {
                        guard let version = try database.shoppingListVersion(id: listId) else {
                            try await writer.write(ByteBuffer(string: "event: deleted\ndata: \(listId)\n\n"))
                            return
                        }
                        if version != sent {
                            try await writer.write(ByteBuffer(string: "event: changed\ndata: \(version)\n\n"))
                            sent = version
                            lastWrite = clock.now
                        } else if clock.now - lastWrite > Self.keepAlive {
                            // A comment the browser ignores: the write fails once the phone has gone, ending the loop.
                            try await writer.write(ByteBuffer(string: ": still here\n\n"))
                            lastWrite = clock.now
                        }
                        try? await Task.sleep(for: interval)
                    }
                } onGracefulShutdown: {
                    stopping.set()
                }
                try await writer.finish(nil)
            })
    }
}

/// Set once, from the shutdown handler, read by the stream's loop.
private final class StopSignal: Sendable {
    private let flag = Mutex(false)
    var isSet: Bool { flag.withLock { $0 } }
    func set() { flag.withLock { $0 = true } }
}
