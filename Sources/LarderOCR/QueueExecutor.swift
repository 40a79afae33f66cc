import Dispatch

/// A serial executor running jobs on its own `DispatchQueue`, off Swift's cooperative pool.
///
/// Sendable: its only state is an immutable `DispatchQueue`, which is itself thread-safe.
final class QueueExecutor: SerialExecutor {
    private let queue: DispatchQueue

    init(label: String) {
        queue = DispatchQueue(label: label, qos: .userInitiated)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedSerialExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }
}
