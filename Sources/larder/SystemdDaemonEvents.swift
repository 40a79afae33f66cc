import Foundation
import LarderDaemon
import LarderSystemd
import Synchronization

/// Tells systemd what the daemon is doing (`Type=notify`): READY once started, STATUS as work
/// progresses, RELOADING and STOPPING around SIGHUP and SIGTERM, and WATCHDOG pings.
///
/// The pings come from the daemon's own detection loop rather than a timer of their own, so a
/// daemon whose loop hangs is restarted by systemd instead of being kept alive by a healthy timer.
final class SystemdDaemonEvents: DaemonEventSink {
    private let systemd: SystemdNotifier
    private let lastPing = Mutex<ContinuousClock.Instant?>(nil)

    /// `nil` when not started by systemd (`$NOTIFY_SOCKET` unset): there is nobody to tell.
    init?(systemd: SystemdNotifier = SystemdNotifier()) {
        guard systemd.isEnabled else { return nil }
        self.systemd = systemd
    }

    // A lost notification must not stop the daemon: systemd notices a missing READY or WATCHDOG itself.
    func daemonIsReady(status: String) {
        try? systemd.status(status)
        try? systemd.ready()
    }

    func daemonStatusChanged(_ status: String) { try? systemd.status(status) }

    func daemonIsAlive() {
        guard let interval = systemd.watchdogPingInterval else { return }
        let now = ContinuousClock.now
        let isDue = lastPing.withLock { last in
            guard last.map({ now - $0 >= interval }) ?? true else { return false }
            last = now
            return true
        }
        if isDue { try? systemd.watchdog() }
    }

    func daemonIsReloading() { try? systemd.reloading() }

    func daemonIsStopping() { try? systemd.stopping() }
}
