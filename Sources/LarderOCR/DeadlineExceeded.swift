import Foundation

/// Tesseract stopped a page because its processor-time deadline passed, not because it failed: the caller reads
/// the page a cheaper way instead (see ``OCRConfiguration/ReadingBudget``).
struct DeadlineExceeded: Error {
    let deadline: Duration
}

/// Processor time used by the calling thread, which other work on the machine does not inflate.
enum ThreadProcessorTime {
    static func seconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}

extension Duration {
    /// Whole milliseconds, rounded down.
    var milliseconds: Int {
        let (seconds, attoseconds) = components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }

    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
