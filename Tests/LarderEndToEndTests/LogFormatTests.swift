import Foundation
import LarderTestSupport
import Testing

/// The global `--log-format` option and `LARDER_LOG_FORMAT`, seen in the binary's standard error.
@Suite struct LogFormatTests {
    let larder: LarderExecutable
    let folder: TemporaryDirectory

    init() throws {
        larder = try LarderExecutable()
        folder = try TemporaryDirectory()
    }

    /// `process` on a file that does not exist logs one info line about it.
    private func processMissingFile(_ arguments: [String], environment: [String: String] = [:]) throws
        -> LarderExecutable.Result
    {
        try larder.run(
            arguments + ["--db", folder.path("larder.sqlite"), folder.path("missing.png")],
            environment: environment.merging(["LARDER_LOG_LEVEL": "info"]) { old, _ in old }
        )
    }

    @Test func jsonAnywhereOnTheCommandLineGivesOneObjectPerLine() throws {
        let result = try processMissingFile(["process", "--log-format", "json"])

        let lines = result.standardError.split(separator: "\n").filter { $0.hasPrefix("{") }
        let first = try #require(lines.first, "\(result.standardError)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        #expect(object["level"] as? String == "info")
        #expect(object["label"] as? String == "larder.pipeline")
        #expect((object["metadata"] as? [String: String])?["file"]?.hasSuffix("missing.png") == true)
    }

    @Test func journalFromTheEnvironmentPrefixesThePriority() throws {
        let result = try processMissingFile(["process"], environment: ["LARDER_LOG_FORMAT": "journal"])

        #expect(result.standardError.contains("<6>larder.pipeline: cannot read receipt"), "\(result.standardError)")
    }

    @Test func theFlagBeatsTheEnvironment() throws {
        let result = try processMissingFile(["--log-format=text", "process"], environment: ["LARDER_LOG_FORMAT": "json"])

        #expect(result.standardError.contains(" INFO larder.pipeline: cannot read receipt"), "\(result.standardError)")
    }

    @Test func anUnknownFormatIsAUsageError() throws {
        let result = try larder.run(["--log-format", "xml", "doctor"])

        #expect(result.exitCode == 2)
        #expect(result.standardError.contains("auto, text, json, journal"))
    }
}
