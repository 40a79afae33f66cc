import Foundation

/// Makes sure Tesseract's OpenMP runtime runs one thread per process.
///
/// libgomp reads `OMP_THREAD_LIMIT` once, when it is loaded. It comes with Tesseract, which
/// CLibraryLoader loads on the first OCR call, long after `main`, so setting the variable here is in
/// time. Tesseract's own threads fight each other on a small machine and make OCR several times
/// slower; a value the user set is kept.
enum OpenMPThreadLimit {
    static func applyIfUnset() {
        setenv("OMP_THREAD_LIMIT", "1", 0)
    }
}
