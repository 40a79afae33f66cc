import Foundation
import LarderDaemon
import LarderTestSupport
import Testing

/// The `[backup]` table and the `[ocr]` limits, read from TOML with checked values.
struct BackupAndPageLimitSettingsTests {
    @Test func backupAndPageLimitsAreReadAndTheFolderResolvesUnderTheDataFolder() throws {
        // Given a file setting every new key
        let folder = try TemporaryDirectory()
        let file = try folder.write(
            Data(
                """
                [storage]
                data_dir = "/srv/larder"
                [backup]
                enabled = false
                keep = 3
                folder = "copies"
                [ocr]
                max_pages = 5
                max_total_pixels = 1000000
                """.utf8), to: "larder.toml")

        // When it is checked
        let settings = try SettingsLoader(environment: [:]).check(file: file)

        // Then each value is taken, the folder relative to the data folder
        #expect(settings.backup.isEnabled == false)
        #expect(settings.backup.keep == 3)
        #expect(settings.resolvedBackupFolder == "/srv/larder/copies")
        #expect(settings.ocr.maxPages == 5)
        #expect(settings.ocr.maxTotalPixels == 1_000_000)
    }

    @Test(arguments: [
        ("[backup]\nkeep = 0\n", "backup.keep"),
        ("[backup]\nenabled = \"yes\"\n", "backup.enabled"),
        ("[backup]\nfolder = \"\"\n", "backup.folder"),
        ("[ocr]\nmax_pages = 0\n", "ocr.max_pages"),
        ("[ocr]\nmax_total_pixels = -1\n", "ocr.max_total_pixels"),
        ("[ocr]\nworker_processes = 1\n", "ocr.worker_processes"),
        ("[ocr]\nseconds_per_image = 0\n", "ocr.seconds_per_image"),
        ("[ocr]\nidle_seconds = -1\n", "ocr.idle_seconds"),
    ])
    func badValuesAreRefusedByKey(toml: String, key: String) throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write(Data(toml.utf8), to: "larder.toml")

        let error = #expect(throws: SettingsError.self) { try SettingsLoader(environment: [:]).check(file: file) }

        #expect(error?.key == key)
    }
}
