import Foundation
import LarderStore
import LarderTestSupport
import Testing

@testable import LarderDoctor

/// `Doctor` against real folders, real SQLite files and stand-in inotify limits.
@Suite struct DoctorTests {
    let folder: TemporaryDirectory
    var configuration: Doctor.Configuration

    init() throws {
        folder = try TemporaryDirectory()
        configuration = Doctor.Configuration(databasePath: folder.path("larder.sqlite"), dataDirectory: folder.path("data"))
        configuration.environment = ["OMP_THREAD_LIMIT": "1"]
        configuration.inotifyDirectory = folder.path("inotify")
        try FileManager.default.createDirectory(atPath: configuration.inotifyDirectory, withIntermediateDirectories: true)
        try folder.write(Data("65536\n".utf8), to: "inotify/max_user_watches")
        try folder.write(Data("128\n".utf8), to: "inotify/max_user_instances")
        for name in ["inbox", "archive", "failed"] {
            try FileManager.default.createDirectory(atPath: folder.path("data/\(name)"), withIntermediateDirectories: true)
        }
    }

    private func check(_ name: String, in configuration: Doctor.Configuration? = nil) throws -> DoctorCheck {
        try #require(Doctor(configuration: configuration ?? self.configuration).run().first { $0.name == name })
    }

    @Test func aReadyMachinePassesEveryCheck() throws {
        _ = try LarderDatabase.open(atPath: configuration.databasePath)

        let checks = Doctor(configuration: configuration).run()

        #expect(checks.worstStatus == .ok, "\(checks.filter { $0.status != .ok })")
        #expect(checks.map(\.name).contains("tesseract.languages"))
        #expect(try check("database").detail.contains("integrity ok"))
    }

    @Test func aMissingDatabaseIsFineWhenItCanBeCreated() throws {
        let database = try check("database")

        #expect(database.status == .ok)
        #expect(database.detail.contains("created on first use"))
        #expect(!FileManager.default.fileExists(atPath: configuration.databasePath))
    }

    @Test func aCorruptDatabaseFails() throws {
        try folder.write(Data(repeating: 0x41, count: 8192), to: "larder.sqlite")

        let database = try check("database")

        #expect(database.status == .fail)
        #expect(database.advice != nil)
    }

    @Test func aDatabaseFromANewerLarderFailsNamingTheUnknownMigration() throws {
        let database = try LarderDatabase.open(atPath: configuration.databasePath)
        try database.writer.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99: from the future')")
        }

        let result = try check("database")

        #expect(result.status == .fail)
        #expect(result.detail.contains("v99: from the future"))
    }

    @Test(.enabled(if: getuid() != 0, "root may write anywhere"))
    func aReadOnlyInboxFails() throws {
        let inbox = folder.path("data/inbox")
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: inbox)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: inbox) }

        let result = try check("folders.inbox")

        #expect(result.status == .fail)
        #expect(result.detail.contains("not writable"))
    }

    @Test func aMissingFolderThatCanBeCreatedWarns() throws {
        try FileManager.default.removeItem(atPath: folder.path("data/failed"))

        let result = try check("folders.failed")

        #expect(result.status == .warn)
    }

    @Test func lowOrUnreadableInotifyLimitsWarnWithTheSysctlToRaiseThem() throws {
        try folder.write(Data("1024\n".utf8), to: "inotify/max_user_watches")
        try FileManager.default.removeItem(atPath: folder.path("inotify/max_user_instances"))

        let watches = try check("inotify.max_user_watches")
        let instances = try check("inotify.max_user_instances")

        #expect(watches.status == .warn)
        #expect(watches.advice?.contains("fs.inotify.max_user_watches") == true)
        #expect(instances.status == .warn)
    }

    @Test func anOpenMPThreadLimitOtherThanOneWarns() throws {
        var configuration = configuration
        configuration.environment["OMP_THREAD_LIMIT"] = "4"

        #expect(try check("omp_thread_limit", in: configuration).status == .warn)
    }

    @Test func aMissingLanguageFailsNamingThePackage() throws {
        var configuration = configuration
        configuration.requiredLanguages = ["eng", "xyz"]

        let result = try check("tesseract.languages", in: configuration)

        #expect(result.status == .fail)
        #expect(result.advice?.contains("tesseract-ocr-xyz") == true)
    }

    @Test func aMissingSecondModelWarnsNamingItsPackage() throws {
        var configuration = configuration
        configuration.secondModels = ["Latin", "Cyrillic"]
        configuration.requiredLanguages = ["eng"]

        let result = try check("tesseract.second_models", in: configuration)

        // Latin is installed here (scripts/install-deps.sh); Cyrillic is not, and only warns: receipts still read
        #expect(result.status == .warn)
        #expect(result.detail == "missing Cyrillic")
        #expect(result.advice?.contains("tesseract-ocr-script-cyrl") == true)
        #expect(try check("tesseract.languages", in: configuration).status == .ok)
    }

    // Latin is installed with Larder's other packages (scripts/install-deps.sh), so a ready machine has it.
    @Test func anInstalledSecondModelIsOK() throws {
        var configuration = configuration
        configuration.secondModels = ["Latin"]

        let result = try check("tesseract.second_models", in: configuration)

        #expect(result.status == .ok)
        #expect(result.detail == "Latin")
    }

    @Test func keysAreNamedByWhereTheyAreFoundButTheirValuesNeverShow() throws {
        let secret = "sk-proj-doctor-test-secret"
        let credentials = folder.path("credentials")
        try FileManager.default.createDirectory(atPath: credentials, withIntermediateDirectories: true)
        try folder.write(Data(secret.utf8), to: "credentials/anthropic-api-key")
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: credentials + "/anthropic-api-key")
        var configuration = configuration
        configuration.environment["OPENAI_API_KEY"] = secret
        configuration.environment["CREDENTIALS_DIRECTORY"] = credentials

        let result = try check("llm.keys", in: configuration)

        #expect(result.detail.contains("OpenAI (OPENAI_API_KEY)"))
        #expect(result.detail.contains("Anthropic (credential anthropic-api-key)"))
        #expect(result.status == .warn)
        #expect(result.detail.contains("readable by others"))
        #expect(!"\(result)".contains(secret))
    }

    @Test func noKeysIsFineBecauseTheOfflineRulesNeedNone() throws {
        let result = try check("llm.keys")

        #expect(result.status == .ok)
        #expect(result.detail.contains("offline"))
    }
}
