import ServiceLifecycle

extension InboxDaemon {
    /// Runs one of the daemon's parts as a service's body: `shutdown` at the group's graceful shutdown, and
    /// ``stop()`` when the task is cancelled (another service failed), since the parts' loops wait by sleeping,
    /// which a cancelled task no longer does.
    func runPart(
        _ part: @Sendable () async -> Void, onGracefulShutdown shutdown: @escaping @Sendable () -> Void
    ) async {
        await withTaskCancellationHandler {
            await withGracefulShutdownHandler {
                await part()
            } onGracefulShutdown: {
                shutdown()
            }
        } onCancel: {
            self.stop()
        }
    }
}
