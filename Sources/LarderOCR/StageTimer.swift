import Foundation

/// Writes how long each OCR stage took to standard error when `LARDER_OCR_STAGES` is set in the environment, to
/// find where a slow image's time goes (`LARDER_OCR_STAGES=1 larder ocr IMAGE`). Off, it costs one branch.
enum StageTimer {
    static let isOn = ProcessInfo.processInfo.environment["LARDER_OCR_STAGES"] != nil

    static func measure<T>(_ stage: @autoclosure () -> String, _ body: () throws -> T) rethrows -> T {
        guard isOn else { return try body() }
        let start = ContinuousClock.now
        let result = try body()
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        FileHandle.standardError.write(Data(String(format: "ocr stage %@: %.3f s\n", stage(), seconds).utf8))
        return result
    }
}
