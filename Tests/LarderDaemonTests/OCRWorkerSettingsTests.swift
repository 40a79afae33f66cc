import Foundation
import LarderDaemon
import LarderOCR
import LarderPipeline
import LarderTestSupport
import Testing

/// The `[ocr]` keys of worker processes (bad values: `BackupAndPageLimitSettingsTests`), and the settings a worker
/// process is started with.
struct OCRWorkerSettingsTests {
    @Test func workerProcessKeysAreReadWithProcessesAsTheDefault() throws {
        let folder = try TemporaryDirectory()
        let defaults = try SettingsLoader(environment: [:]).check(file: try folder.write(Data(), to: "empty.toml"))
        #expect(defaults.ocr.inWorkerProcesses && defaults.ocr.secondsPerImage == 300 && defaults.ocr.idleSeconds == 60)

        let file = try folder.write(
            Data("[ocr]\nworker_processes = false\nseconds_per_image = 20\nidle_seconds = 5\n".utf8), to: "larder.toml")
        let settings = try SettingsLoader(environment: [:]).check(file: file)
        #expect(!settings.ocr.inWorkerProcesses && settings.ocr.secondsPerImage == 20 && settings.ocr.idleSeconds == 5)
    }

    @Test func aWorkerReadsReceiptsAndLabelsWithTheDaemonsLanguagesAndLimits() throws {
        // Given settings that change every value a worker reads with
        var settings = DaemonSettings(environment: ["HOME": "/home/a"])
        settings.ocr.languages = "eng"
        settings.ocr.firstReadingLanguages = "eng"
        settings.ocr.psm = 6
        settings.ocr.maxPixels = 1000
        settings.ocr.maxPages = 2
        settings.ocr.maxTotalPixels = 1500

        // When they cross to a worker as JSON
        let encoded = try JSONEncoder().encode(settings.ocrWorkerSettings(.receipts))
        let receipts = try JSONDecoder().decode(OCRWorkerSettings.self, from: encoded).configuration
        let labels = settings.ocrWorkerSettings(.nutritionLabels).configuration

        // Then receipts are read with all of them, and labels with the languages and limits but their own reading
        #expect(receipts.languages == "eng" && receipts.pageSegmentationMode == 6)
        #expect(receipts.maxPixels == 1000 && receipts.maxPages == 2 && receipts.maxTotalPixels == 1500)
        #expect(receipts.readingDoubts != nil, "a receipt worker is refereed by the receipt's arithmetic")
        #expect(labels.languages == "eng" && labels.maxPixels == 1000 && labels.maxTotalPixels == 1500)
        #expect(labels.pageSegmentationMode == OCRConfiguration.nutritionLabels.pageSegmentationMode)
        #expect(labels.preprocessing == OCRConfiguration.nutritionLabels.preprocessing && labels.readingDoubts == nil)
    }
}
