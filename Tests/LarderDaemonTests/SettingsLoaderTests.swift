import Foundation
import LarderDaemon
import LarderTestSupport
import Testing

struct SettingsLoaderTests {
    @Test func documentedExampleFileGivesTheDefaults() throws {
        // Given the shipped example, whose values are the defaults
        let example = Fixtures.packageRoot.appendingPathComponent("Config/larder.toml").path
        let environment = ["HOME": "/home/test"]

        // When it is checked
        let settings = try SettingsLoader(environment: environment).check(file: example)

        // Then nothing differs from the built-in defaults
        var defaults = DaemonSettings(environment: environment)
        defaults.storage.database = "larder.sqlite"
        #expect(settings == defaults)
        #expect(settings.databasePath == "/home/test/.local/share/larder/larder.sqlite")
        #expect(settings.resolvedFolders.labels == "/home/test/.local/share/larder/inbox/labels")
    }

    @Test func unknownKeyIsRefusedByName() throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write(Data("[daemon]\nworkerz = 2\n".utf8), to: "larder.toml")

        let error = #expect(throws: SettingsError.self) { try SettingsLoader(environment: [:]).check(file: file) }

        #expect(error?.key == "daemon.workerz")
        #expect(error?.description.contains("unknown key") == true)
    }

    @Test func badValueIsRefusedByName() throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write(Data("[daemon]\nwatch = \"fanotify\"\n".utf8), to: "larder.toml")

        let error = #expect(throws: SettingsError.self) { try SettingsLoader(environment: [:]).check(file: file) }

        #expect(error?.key == "daemon.watch")
        #expect(error?.description.contains("\"auto\", \"inotify\", \"poll\"") == true)
    }

    @Test func unknownTableAndBrokenSyntaxAreRefused() throws {
        let folder = try TemporaryDirectory()
        let unknown = try folder.write(Data("[deamon]\nworkers = 2\n".utf8), to: "unknown.toml")
        let broken = try folder.write(Data("[daemon\nworkers = 2\n".utf8), to: "broken.toml")
        let loader = SettingsLoader(environment: [:])

        #expect((#expect(throws: SettingsError.self) { try loader.check(file: unknown) })?.key == "deamon")
        let syntax = #expect(throws: SettingsError.self) { try loader.check(file: broken) }
        #expect(syntax?.description.contains("line 1") == true)
    }

    @Test func flagsBeatEnvironmentBeatFile() throws {
        // Given a file, an environment and a flag that each set some of the same keys
        let folder = try TemporaryDirectory()
        let file = try folder.write(
            Data("[daemon]\nworkers = 3\nwatch = \"inotify\"\nstable_seconds = 7\n".utf8), to: "larder.toml"
        )
        let environment = ["LARDER_CONFIG": file, "LARDER_WORKERS": "2", "LARDER_WATCH": "poll", "HOME": "/h"]

        // When loading with a flag for the workers
        let loaded = try SettingsLoader(environment: environment).load(
            explicitPath: nil, flags: [("daemon.workers", "1", "--workers")]
        )

        // Then each key comes from the strongest source that sets it
        #expect(loaded.file == file)
        #expect(loaded.settings.daemon.workers == 1)
        #expect(loaded.settings.daemon.watch == .poll)
        #expect(loaded.settings.daemon.stableSeconds == 7)
    }

    @Test func badEnvironmentValueNamesTheVariable() throws {
        let loader = SettingsLoader(environment: ["LARDER_WORKERS": "many", "HOME": "/h", "XDG_CONFIG_HOME": "/none"])

        let error = #expect(throws: SettingsError.self) { try loader.load(explicitPath: nil) }

        #expect(error?.key == "daemon.workers")
        #expect(error?.source == "$LARDER_WORKERS")
    }

    @Test func missingExplicitFileIsAnError() throws {
        let error = #expect(throws: SettingsError.self) {
            try SettingsLoader(environment: [:]).load(explicitPath: "/nonexistent/larder.toml")
        }
        #expect(error?.description.contains("no such configuration file") == true)
    }

    @Test func metricsAddressMustBeLoopback() throws {
        var settings = DaemonSettings(environment: ["HOME": "/h"])

        #expect(throws: SettingsError.self) {
            try settings.apply(key: "metrics.address", text: "0.0.0.0:9464", source: "test")
        }
        try settings.apply(key: "metrics.address", text: "127.0.0.1:9000", source: "test")
        #expect(settings.metrics.address == "127.0.0.1:9000")
    }
}
