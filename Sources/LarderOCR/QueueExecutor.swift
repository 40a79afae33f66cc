import Dispatch

/// A serial executor running jobs on its own `DispatchQueue`, off Swift's cooperative pool.
/// Package-wide: the OCR worker processes' client blocks on pipes the same way.
///
/// Sendable: its only state is an immutable `DispatchQueue`, which is itself thread-safe.
package final class QueueExecutor: SerialExecutor {
    private let queue: DispatchQueue

    package init(label: String) {
        queue = DispatchQueue(label: label, qos: .userInitiated)
    }

    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedSerialExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }

    package func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }
}
