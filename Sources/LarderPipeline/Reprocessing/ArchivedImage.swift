import Foundation
import LarderCore

/// Reads a stored receipt's image again from where Larder keeps it: the daemon's archive, or the path given to
/// `larder process` / `larder import` (the receipt's `storedPath` follows the file when the daemon moves it).
struct ArchivedImage {
    let recognizer: any TextRecognizer

    /// The OCR of the image at `path`: a file, or a folder of pages read in name order.
    /// - Throws: ``PipelineError`` `.unreadableFile` when nothing is on disk there.
    func recognize(storedPath path: String, receiptId: Int64) async throws -> RecognizedText {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw PipelineError(
                .unreadableFile, file: path,
                message: "receipt \(receiptId) has no image on disk here; it was moved or deleted. "
                    + "Reprocess it without --reocr to use its stored OCR text")
        }
        guard isFolder.boolValue else {
            return try await recognizer.recognize(imageData: try read(path), named: path)
        }
        var texts: [RecognizedText] = []
        for page in ReceiptFolder.pages(ofFolder: path) {
            texts.append(try await recognizer.recognize(imageData: try read(page), named: page))
        }
        guard !texts.isEmpty else {
            throw PipelineError(.unreadableFile, file: path, message: "the receipt's folder holds no pages any more")
        }
        return RecognizedText.joining(texts)
    }

    private func read(_ path: String) throws -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw PipelineError(.unreadableFile, file: path, message: "cannot be read (\(error.localizedDescription))")
        }
    }
}
