import Foundation

/// Runs blocking test work (waiting for a child process, polling its status) on a thread of its own.
///
/// Swift's cooperative pool has one thread per core; a test that blocks one for minutes starves every other
/// test running in parallel on a 2-core machine.
/// - Returns: What `body` returns; rethrows what it throws.
public func offThePool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread {
            continuation.resume(with: Result { try body() })
        }
        thread.name = "larder-test-blocking"
        thread.start()
    }
}
