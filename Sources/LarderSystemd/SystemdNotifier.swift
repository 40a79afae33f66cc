import Foundation

/// Tells systemd how the service is doing, through the datagram socket named in `$NOTIFY_SOCKET`
/// (the `sd_notify` protocol of `Type=notify` units).
///
/// Outside systemd the variable is absent and every method does nothing, so callers need no checks.
/// A send that fails throws; a daemon usually ignores that (`try?`), as `sd_notify(3)` callers do.
///
/// In the daemon: `ready()` once the inbox is watched and the start-up scan queued, `status(_:)` as
/// work progresses, `watchdog()` from the daemon's own loop at least every `watchdogPingInterval`,
/// `stopping()` on SIGTERM, and `reloading()` then `ready()` around a SIGHUP reload.
///
/// ```swift
/// let systemd = SystemdNotifier()
/// try? systemd.ready()
/// try? systemd.status("watching /var/lib/larder/inbox; 3 queued")
/// ```
/// - Important: A value type with no open descriptor; each message opens, sends and closes a socket,
///   so it is safe to share between tasks.
public struct SystemdNotifier: Sendable {
    /// The socket address from `$NOTIFY_SOCKET`: a path, or an abstract name starting with `@`;
    /// `nil` when Larder does not run under systemd.
    public let socketAddress: String?

    /// How often systemd expects `watchdog()` (`$WATCHDOG_USEC`), or `nil` when the watchdog is off
    /// or meant for another process (`$WATCHDOG_PID`).
    public let watchdogTimeout: Duration?

    /// Reads `$NOTIFY_SOCKET`, `$WATCHDOG_USEC` and `$WATCHDOG_PID`.
    /// - Parameters:
    ///   - environment: The variables to read; the process's own by default.
    ///   - processID: This process's id, compared with `$WATCHDOG_PID`; `getpid()` by default.
    public init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        processID: Int32 = getpid()
    ) {
        socketAddress = environment["NOTIFY_SOCKET"].flatMap { $0.isEmpty ? nil : $0 }
        watchdogTimeout = Self.watchdogTimeout(environment: environment, processID: processID)
    }

    /// Whether messages go anywhere, i.e. `$NOTIFY_SOCKET` was set.
    public var isEnabled: Bool { socketAddress != nil }

    /// Half the watchdog timeout: the ping interval `sd_watchdog_enabled(3)` recommends.
    public var watchdogPingInterval: Duration? { watchdogTimeout.map { $0 / 2 } }

    /// Start-up is complete (`READY=1`); systemd starts the units ordered after Larder.
    /// - Throws: `SystemdNotifyError` when the socket cannot be reached.
    public func ready() throws { try send("READY=1") }

    /// A one-line status for `systemctl status` (`STATUS=...`); line breaks become spaces.
    /// - Throws: `SystemdNotifyError` when the socket cannot be reached.
    public func status(_ text: String) throws {
        try send("STATUS=" + text.replacingOccurrences(of: "\n", with: " "))
    }

    /// The service is alive (`WATCHDOG=1`); send at least every `watchdogPingInterval`.
    /// - Throws: `SystemdNotifyError` when the socket cannot be reached.
    public func watchdog() throws { try send("WATCHDOG=1") }

    /// Shutdown has begun (`STOPPING=1`).
    /// - Throws: `SystemdNotifyError` when the socket cannot be reached.
    public func stopping() throws { try send("STOPPING=1") }

    /// The configuration is being reloaded (`RELOADING=1`); call `ready()` when done. Carries the
    /// monotonic timestamp that `Type=notify-reload` units require.
    /// - Throws: `SystemdNotifyError` when the socket cannot be reached.
    public func reloading() throws {
        try send("RELOADING=1\nMONOTONIC_USEC=\(Self.monotonicMicroseconds())")
    }

    /// Sends raw `KEY=value` lines, for states the methods above do not cover.
    /// - Throws: `SystemdNotifyError` when the socket cannot be reached.
    public func send(_ message: String) throws {
        guard let socketAddress else { return }
        try NotifySocket.send(message, to: socketAddress)
    }

    private static func watchdogTimeout(environment: [String: String], processID: Int32) -> Duration? {
        if let pid = environment["WATCHDOG_PID"], Int32(pid) != processID { return nil }
        guard let text = environment["WATCHDOG_USEC"], let microseconds = Int64(text), microseconds > 0 else {
            return nil
        }
        return .microseconds(microseconds)
    }

    private static func monotonicMicroseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int64(now.tv_sec) * 1_000_000 + Int64(now.tv_nsec) / 1_000
    }
}
