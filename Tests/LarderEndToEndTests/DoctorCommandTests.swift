import Foundation
import LarderTestSupport
import Testing

/// `larder doctor` run as a user runs it.
@Suite struct DoctorCommandTests {
    let larder: LarderExecutable
    let folder: TemporaryDirectory

    init() throws {
        larder = try LarderExecutable()
        folder = try TemporaryDirectory()
    }

    @Test func jsonListsEveryCheckAndNamesKeysWithoutTheirValues() throws {
        let secret = "sk-e2e-doctor-secret-value"

        let result = try larder.run(
            ["doctor", "--json", "--db", folder.path("larder.sqlite"), "--data-dir", folder.path("data")],
            environment: ["OPENAI_API_KEY": secret]
        )

        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any],
            "\(result.standardError)"
        )
        let checks = try #require(object["checks"] as? [[String: Any]])
        let names = checks.compactMap { $0["name"] as? String }
        for expected in [
            "tesseract", "tesseract.languages", "tesseract.second_models", "database", "folders.inbox",
            "folders.archive", "folders.failed",
            "inotify.max_user_watches", "inotify.max_user_instances", "omp_thread_limit", "llm.keys",
        ] {
            #expect(names.contains(expected))
        }
        let status = try #require(object["status"] as? String)
        #expect(result.exitCode == (status == "fail" ? 1 : 0))
        let keys = try #require(checks.first { $0["name"] as? String == "llm.keys" })
        #expect((keys["detail"] as? String)?.contains("OPENAI_API_KEY") == true)
        #expect(!result.standardOutput.contains(secret) && !result.standardError.contains(secret))
        #expect(!FileManager.default.fileExists(atPath: folder.path("larder.sqlite")), "doctor must not create")
    }

    @Test func aCorruptDatabaseExitsOneWithAdvice() throws {
        let database = try folder.write(Data(repeating: 0x41, count: 8192), to: "larder.sqlite")

        let result = try larder.run(["doctor", "--db", database, "--data-dir", folder.path("data")])

        #expect(result.exitCode == 1)
        let line = try #require(result.standardOutput.split(separator: "\n").first { $0.contains(" database ") })
        #expect(line.hasPrefix("fail"))
        #expect(result.standardOutput.contains("→"))
    }
}
