import Foundation
import LarderCore
import LarderOCR

/// Reads images with Larder's own OCR (the same worker `larder process` uses), caching the result as JSON when
/// given a folder, so that repeated extraction runs measure extraction, not OCR. The cache does not know the OCR
/// settings: use a new folder after changing them.
struct ExtractionOCRWorkerSource: ExtractionTextSource {
    let worker: OCRWorker
    /// Directory for cached JSON, keyed by the image's folder and name; `nil` reads every image afresh.
    var cacheDirectory: String?

    func recognizedText(forImageAt path: String) async throws -> RecognizedText {
        let url = URL(fileURLWithPath: path)
        guard let cacheDirectory else { return try await worker.recognize(imageAt: url) }
        let name = "\(url.deletingLastPathComponent().lastPathComponent)-\(url.lastPathComponent)-larder.json"
        let cache = URL(fileURLWithPath: cacheDirectory).appendingPathComponent(name)
        if let data = try? Data(contentsOf: cache) {
            return try JSONDecoder().decode(RecognizedText.self, from: data)
        }
        let text = try await worker.recognize(imageAt: url)
        try FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
        try JSONEncoder().encode(text).write(to: cache)
        return text
    }
}
