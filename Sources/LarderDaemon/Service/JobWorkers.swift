import ServiceLifecycle

/// The daemon's job workers as a service: read and store the queued files, until graceful shutdown (or
/// cancellation); then the jobs in flight get a few seconds to finish, and the rest are left for the next
/// start. In a `ServiceGroup`, put it before ``InboxWatcher``: services shut down in reverse order, so no file
/// is queued once the workers stop. Run after ``InboxDaemon/prepare()``.
public struct JobWorkers: Service {
    let daemon: InboxDaemon

    public func run() async {
        let daemon = daemon
        await daemon.runPart({ await daemon.work() }, onGracefulShutdown: { daemon.stop() })
    }
}
