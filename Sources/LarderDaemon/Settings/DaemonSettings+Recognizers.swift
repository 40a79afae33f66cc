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

    /// Starts one worker process and waits until it is ready (its engine loaded), then lets it go: workers that
    /// cannot start (a broken install, damaged language data, a sandbox refusing to run them) stop the daemon's
    /// start, rather than leaving every receipt waiting for a worker.
    /// - Throws: ``OCRWorkerError`` `.unavailable`; ``OCRError`` `.missingLanguageData`.
    public func checkOCRWorkerStarts(executable: String = OCRProcessRecognizer.thisExecutable) async throws {
        guard ocr.inWorkerProcesses else { return }
        let recognizer = try OCRProcessRecognizer(
            settings: ocrWorkerSettings(.receipts), executable: executable, secondsPerImage: ocr.secondsPerImage)
        do {
            try await recognizer.checkWorkerStarts()
        } catch let error as OCRWorkerError {
            throw OCRWorkerError(
                code: error.code, message: "cannot start an OCR worker process (larder ocr-worker): \(error.message)")
        }
    }
}
