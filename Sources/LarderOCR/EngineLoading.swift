import Foundation

/// A Tesseract engine loaded on a thread of its own, so that a model every receipt needs later (the Latin model of
/// the header's and the date's second passes: 0.15 s to load without its word list, 0.5-1 s with it) loads while
/// the first reading runs instead of after it.
///
/// - Important: `@unchecked Sendable`: the engine is written once on the loading thread before `loaded` is signalled,
///   and read only after waiting for that signal; from then on it belongs to the worker that asked for it.
final class EngineLoading: @unchecked Sendable {
    private let loaded = DispatchSemaphore(value: 0)
    private var result: Result<TesseractEngine, any Error>?

    /// Starts loading with `load` on a new thread.
    init(_ load: @escaping @Sendable () throws -> TesseractEngine) {
        Thread.detachNewThread { [self] in
            result = Result { try load() }
            loaded.signal()
        }
    }

    /// The engine, once loaded: waits for the loading thread.
    ///
    /// - Throws: What loading threw (``OCRError`` `.missingLanguageData` for a model that is not installed).
    func engine() throws -> TesseractEngine {
        loaded.wait()
        // Signalled again, so that a second caller does not wait forever.
        defer { loaded.signal() }
        guard let result else { preconditionFailure("the loading thread signalled without a result") }
        return try result.get()
    }
}
