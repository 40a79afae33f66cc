import Foundation

/// A fault a worker process plays on purpose, so tests can show that a crash or a hang inside OCR costs one
/// attempt and not the daemon. Set by the hidden `LARDER_TEST_OCR_WORKER_FAULT` variable, never by a setting.
public struct OCRWorkerFault: Sendable, Hashable {
    public enum Action: String, Sendable, Hashable {
        /// `abort()`: the process dies of SIGABRT, as a crash in a C library would end it.
        case abort
        /// Sleeps for ever, as a recognition that never ends would.
        case hang
        /// Exits with status 3, as a worker that cannot go on (not the image's fault) would.
        case exit
    }

    public static let environmentVariable = "LARDER_TEST_OCR_WORKER_FAULT"

    public var action: Action
    /// The file name (last path component) that triggers it; a PDF's page is named after its file.
    public var fileName: String

    /// The fault in `LARDER_TEST_OCR_WORKER_FAULT`, written `abort:NAME`, `hang:NAME` or `exit:NAME`; `nil` when
    /// unset or not in that form.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Self? {
        guard let value = environment[environmentVariable], let colon = value.firstIndex(of: ":"),
            let action = Action(rawValue: String(value[..<colon]))
        else { return nil }
        let name = String(value[value.index(after: colon)...])
        return name.isEmpty ? nil : OCRWorkerFault(action: action, fileName: name)
    }

    /// Plays the fault when `name` (an image's path or a page's name) is the chosen file's: `exit` before the worker
    /// says it has the image (a worker that cannot go on, whatever the image), the others after (the image's doing).
    func play(reading name: String, acknowledged: Bool) {
        guard URL(fileURLWithPath: name).lastPathComponent.hasPrefix(fileName), acknowledged == (action != .exit)
        else { return }
        switch action {
        case .abort:
            Foundation.abort()
        case .hang:
            while true { sleep(3600) }
        case .exit:
            Foundation.exit(3)
        }
    }
}
