import Foundation

/// A one-line progress bar for a terminal: done/total, rate and time left, redrawn in place on standard error.
struct ProgressBar {
    let total: Int
    let startedAt = Date()
    private var lastDrawn = Date.distantPast

    init(total: Int) {
        self.total = total
    }

    /// Whether standard output is a terminal: progress bars there, JSON lines otherwise.
    static var isTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Redraws the bar, at most ten times a second unless `done` reached the total.
    mutating func draw(done: Int) {
        let now = Date()
        guard done >= total || now.timeIntervalSince(lastDrawn) >= 0.1 else { return }
        lastDrawn = now
        StandardError.writeInPlace(line(done: done, elapsed: now.timeIntervalSince(startedAt)))
    }

    /// Clears the bar so that a message can be printed in its place.
    func clear() {
        StandardError.writeInPlace("")
    }

    func line(done: Int, elapsed: TimeInterval) -> String {
        let width = 30
        let fraction = total == 0 ? 1 : Double(done) / Double(total)
        let filled = Int((fraction * Double(width)).rounded(.down))
        let bar = String(repeating: "=", count: filled) + String(repeating: " ", count: width - filled)
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        let left = rate > 0 ? Double(total - done) / rate : 0
        return "[\(bar)] \(done)/\(total)  " + String(format: "%.1f/s", rate) + "  ETA \(Self.duration(left))"
    }

    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        return whole >= 3600
            ? String(format: "%dh%02dm", whole / 3600, whole % 3600 / 60)
            : String(format: "%dm%02ds", whole / 60, whole % 60)
    }
}

extension StandardError {
    /// Overwrites the current terminal line.
    static func writeInPlace(_ text: String) {
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + text).utf8))
    }
}
