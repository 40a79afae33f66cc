/// Where the daemon reports its life: the hook for systemd's `sd_notify` (READY, STATUS, WATCHDOG, STOPPING).
///
/// Every method has a no-op default, so a sink implements only what it needs.
/// - Important: Called from the daemon's tasks and from signal handlers; implementations must be quick and
///   thread-safe.
public protocol DaemonEventSink: Sendable {
    /// Start-up is complete: folders exist, interrupted jobs are re-queued, workers are running.
    func daemonIsReady(status: String)
    /// A one-line summary changed, e.g. "3 stored, 2 queued, 0 failed".
    func daemonStatusChanged(_ status: String)
    /// The detection loop is alive; called about every quarter second, for a watchdog.
    func daemonIsAlive()
    /// The configuration is being reloaded (SIGHUP); `daemonIsReady` follows when done.
    func daemonIsReloading()
    /// Shutdown has begun: no new files are taken, jobs in flight finish.
    func daemonIsStopping()
}

extension DaemonEventSink {
    public func daemonIsReady(status: String) {}
    public func daemonStatusChanged(_ status: String) {}
    public func daemonIsAlive() {}
    public func daemonIsReloading() {}
    public func daemonIsStopping() {}
}

/// Reports nothing: the default when the daemon does not run under a service manager.
public struct SilentDaemonEventSink: DaemonEventSink {
    public init() {}
}
