import Foundation
import LarderCore
import LarderOCR

/// Something that reads the text of an image: the pipeline's view of OCR.
public protocol TextRecognizer: Sendable {
    /// Reads one image (all pages of it) from its bytes; `name` is used in error messages.
    func recognize(imageData: Data, named name: String) async throws -> RecognizedText
}

extension OCRWorker: TextRecognizer {}
