import Dispatch
import Foundation

/// Routes SIGTERM and SIGINT to ``InboxDaemon/stop()`` and SIGHUP to ``InboxDaemon/reload()``.
///
/// Uses dispatch sources, so the handlers run as ordinary code on a queue, not in signal context.
public final class SignalHandlers: Sendable {
    // DispatchSource is thread-safe and the array is never mutated after init.
    private nonisolated(unsafe) let sources: [any DispatchSourceSignal]

    /// Installs the handlers; they stay active while this value lives.
    public init(daemon: InboxDaemon) {
        let queue = DispatchQueue(label: "larder.signals")
        var sources: [any DispatchSourceSignal] = []
        let actions: [(Int32, @Sendable () -> Void)] = [
            (SIGTERM, { daemon.stop() }), (SIGINT, { daemon.stop() }), (SIGHUP, { daemon.reload() }),
        ]
        for (number, action) in actions {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler(handler: action)
            source.resume()
            sources.append(source)
        }
        self.sources = sources
    }

    deinit {
        for source in sources { source.cancel() }
    }
}
