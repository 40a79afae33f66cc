import Foundation

/// Makes sure Tesseract's OpenMP runtime runs one thread per process.
///
/// libgomp reads `OMP_THREAD_LIMIT` once, when it is loaded at process start, so setting it in `main`
/// is too late. Tesseract's own threads fight each other on a small machine and make OCR several
/// times slower, so when the variable is unset Larder sets it and starts itself again.
enum OpenMPThreadLimit {
    static func applyByRelaunchingIfUnset() {
        guard ProcessInfo.processInfo.environment["OMP_THREAD_LIMIT"] == nil else { return }
        setenv("OMP_THREAD_LIMIT", "1", 1)
        // On success execv does not return; on failure Larder goes on, only slower.
        execv("/proc/self/exe", CommandLine.unsafeArgv)
    }
}
