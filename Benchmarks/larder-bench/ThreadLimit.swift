import Foundation

/// Tesseract's OpenMP reads `OMP_THREAD_LIMIT` when the library loads, so it must be set before the
/// process starts; without it Tesseract would use every core and the comparison would be unfair.
enum ThreadLimit {
    /// Re-executes this process with `OMP_THREAD_LIMIT=1` unless it already has it.
    static func ensureSingleThread() throws {
        guard ProcessInfo.processInfo.environment["OMP_THREAD_LIMIT"] != "1" else { return }
        setenv("OMP_THREAD_LIMIT", "1", 1)
        execv("/proc/self/exe", CommandLine.unsafeArgv)
        throw BenchmarkError("OMP_THREAD_LIMIT is not 1 and re-executing failed; run with OMP_THREAD_LIMIT=1")
    }
}
