import Foundation
import LarderOCR
import LarderPipeline
import LarderTestSupport

/// Real `larder ocr-worker` processes for the tests, with the receipt settings the daemon uses.
enum WorkerProcessFixture {
    static let settings = OCRWorkerSettings(
        kind: .receipts, languages: "deu+eng", firstReadingLanguages: "eng", pageSegmentationMode: 4,
        maxPixels: 60_000_000, maxPages: 20, maxTotalPixels: 180_000_000)

    /// A recognizer running this build's `larder`, whose workers play `fault` (`abort:NAME`, `hang:NAME`,
    /// `exit:NAME`) when given.
    static func recognizer(fault: String? = nil, secondsPerImage: Double = 300) throws -> OCRProcessRecognizer {
        var environment = ProcessInfo.processInfo.environment
        environment[OCRWorkerFault.environmentVariable] = fault
        return try OCRProcessRecognizer(
            settings: settings, executable: LarderExecutable().url.path, secondsPerImage: secondsPerImage,
            environment: environment)
    }
}
