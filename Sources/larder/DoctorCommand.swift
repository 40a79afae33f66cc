import ArgumentParser
import Foundation
import LarderDoctor
import LarderOCR
import LarderPipeline

/// `larder doctor`: checks that Tesseract, the database, the folders and the system are ready.
struct DoctorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check Tesseract, the database, folder permissions, inotify limits and LLM keys.",
        discussion: """
            Each check is ok, warn or fail, with advice for the others. Nothing is changed. Key values are \
            never printed, only where a key was found. Exit codes: 0 when nothing failed, 1 otherwise.
            """
    )

    @OptionGroup var database: DatabaseOptions

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The folder holding inbox/, archive/ and failed/. (default: the database's folder)",
            valueName: "path"
        ),
        completion: .directory
    )
    var dataDir: String?

    @Flag(name: .long, help: "Print JSON: {\"status\": ..., \"checks\": [{name, status, detail, advice}]}.")
    var json = false

    func run() async throws {
        let databasePath = database.resolvedPath
        let dataDirectory = dataDir ?? URL(fileURLWithPath: databasePath).deletingLastPathComponent().path
        var configuration = Doctor.Configuration(databasePath: databasePath, dataDirectory: dataDirectory)
        configuration.secondModels = OCRConfiguration.receipts.secondModels.sorted()
        let checks = Doctor(configuration: configuration).run()
        if json {
            print(try JSONOutput.string(DoctorReportJSON(status: checks.worstStatus, checks: checks)))
        } else {
            print(DoctorReportText.render(checks))
        }
        if checks.worstStatus == .fail { throw ExitCode.failure }
    }
}

/// The `--json` form of the report.
struct DoctorReportJSON: Encodable {
    var status: DoctorCheck.Status
    var checks: [DoctorCheck]
}

/// The plain form: one aligned line per check, advice indented below it.
enum DoctorReportText {
    static func render(_ checks: [DoctorCheck]) -> String {
        let width = checks.map(\.name.count).max() ?? 0
        var lines: [String] = []
        for check in checks {
            let status = check.status.rawValue.padding(toLength: 4, withPad: " ", startingAt: 0)
            lines.append("\(status)  \(check.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(check.detail)")
            if let advice = check.advice { lines.append(String(repeating: " ", count: width + 8) + "→ " + advice) }
        }
        let failures = checks.filter { $0.status == .fail }.count
        let warnings = checks.filter { $0.status == .warn }.count
        lines.append("")
        lines.append(failures == 0 && warnings == 0 ? "All checks passed." : "\(failures) failed, \(warnings) warned.")
        return lines.joined(separator: "\n")
    }
}
