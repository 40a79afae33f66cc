import Foundation
import LarderTestSupport
import Testing

/// Renders a page with Debian's `chromium` in headless mode, as a person opening the report would see it.
enum HeadlessChromium {
    struct Rendering {
        var exitCode: Int32
        var png: Data
        var log: String
    }

    /// The browser binary, or `nil` when it is not installed.
    static var executable: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            for name in ["chromium", "chromium-browser"] {
                let candidate = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }

    /// Screenshots `html` at 800 × 2400 pixels.
    static func render(_ html: String, in folder: TemporaryDirectory) throws -> Rendering? {
        guard let executable else { return nil }
        let page = try folder.write(Data(html.utf8), to: "report.html")
        let screenshot = folder.path("report.png")
        let logPath = folder.path("chromium.log")
        // A profile of its own keeps the test from touching (or waiting on) the user's browser.
        let process = try ChildProcess(
            executable,
            [
                // A container's small /dev/shm stalls it; a temporary folder does not.
                "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--user-data-dir=\(folder.path("profile"))",
                "--window-size=800,2400", "--screenshot=\(screenshot)", "file://\(page)",
            ],
            environment: ProcessInfo.processInfo.environment, standardOutput: logPath, standardError: logPath)
        let exitCode = process.wait(atMost: .seconds(300)).exitCode
        return Rendering(
            exitCode: exitCode,
            png: (try? Data(contentsOf: URL(fileURLWithPath: screenshot))) ?? Data(),
            log: (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "")
    }
}
