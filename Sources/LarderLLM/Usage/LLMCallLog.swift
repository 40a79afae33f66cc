import Foundation

/// Collects the calls made while a task runs, so the caller can store them with the receipt they served.
///
/// Backends find the log through the task-local ``current``: the `LLMService` protocol stays the same for
/// every backend, and the offline one, which makes no calls, needs to know nothing about it.
///
/// ```swift
/// let log = LLMCallLog()
/// let receipt = try await LLMCallLog.$current.withValue(log) { try await service.extractReceipt(from: ocr) }
/// store(log.calls)
/// ```
public final class LLMCallLog: @unchecked Sendable {
    /// The log of the running task; `nil` when nobody is collecting.
    @TaskLocal public static var current: LLMCallLog?

    // Guards `recorded`; calls may come from several child tasks at once.
    private let lock = NSLock()
    private var recorded: [LLMCall] = []
    private var served: (backend: String, model: String)?

    public init() {}

    /// The calls recorded so far, in order.
    public var calls: [LLMCall] {
        lock.withLock { recorded }
    }

    /// The backend that produced the result, when a chain chose among several; `nil` otherwise.
    public var servedBy: (backend: String, model: String)? {
        lock.withLock { served }
    }

    func record(_ call: LLMCall) {
        lock.withLock { recorded.append(call) }
    }

    func markServed(by backend: String, model: String) {
        lock.withLock { served = (backend, model) }
    }
}
