import ServiceLifecycle
import UnixSignals

/// SIGHUP reloads the daemon's configuration (``InboxDaemon/reload()``), as a service beside it.
public struct ReloadOnHangup: Service {
    private let daemon: InboxDaemon
    private let hangups: UnixSignalsSequence

    /// Traps SIGHUP at once, so a signal sent before the service group starts reloads instead of ending the
    /// process.
    public init(daemon: InboxDaemon) async {
        self.daemon = daemon
        hangups = await UnixSignalsSequence(trapping: .sighup)
    }

    public func run() async {
        let daemon = daemon
        let hangups = hangups
        await cancelWhenGracefulShutdown {
            for await _ in hangups { daemon.reload() }
        }
    }
}
