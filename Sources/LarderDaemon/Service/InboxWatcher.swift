import ServiceLifecycle

/// The daemon's inbox watcher as a service: finds the files dropped in the inbox and the labels folder and
/// queues them, until graceful shutdown (or cancellation), which stops it at once. Run after
/// ``InboxDaemon/prepare()``.
public struct InboxWatcher: Service {
    let daemon: InboxDaemon

    public func run() async {
        let daemon = daemon
        await daemon.runPart({ await daemon.watch() }, onGracefulShutdown: { daemon.stopWatching() })
    }
}
