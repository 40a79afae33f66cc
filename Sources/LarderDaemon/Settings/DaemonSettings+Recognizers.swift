import LarderOCR
import LarderPipeline

extension DaemonSettings {
    /// What a worker reading `kind` reads with, from the `[ocr]` settings.
    public func ocrWorkerSettings(_ kind: OCRWorkerSettings.Kind) -> OCRWorkerSettings {
        OCRWorkerSettings(
            kind: kind, languages: ocr.languages, firstReadingLanguages: ocr.firstReadingLanguages,
            pageSegmentationMode: ocr.psm, maxPixels: ocr.maxPixels, maxPages: ocr.maxPages,
            maxTotalPixels: ocr.maxTotalPixels)
    }

    /// A recognizer for one of the daemon's workers: an `larder ocr-worker` process started on its first image
    /// (``OCR/inWorkerProcesses``), or Tesseract in this process.
    ///
    /// - Parameter executable: The `larder` a worker process runs; this program by default.
    /// - Throws: ``OCRError`` `.missingLanguageData` for a configured language without data.
    public func makeRecognizer(
        for kind: OCRWorkerSettings.Kind, executable: String = OCRProcessRecognizer.thisExecutable
    ) throws -> any TextRecognizer {
        let worker = ocrWorkerSettings(kind)
        guard ocr.inWorkerProcesses else { return try OCRWorker(configuration: worker.configuration) }
        return try OCRProcessRecognizer(settings: worker, executable: executable, secondsPerImage: ocr.secondsPerImage)
    }
}
