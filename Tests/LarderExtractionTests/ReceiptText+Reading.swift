import Foundation
import LarderCore
import LarderExtraction
import LarderTestSupport
import Testing

/// What the offline reader makes of test OCR output, and real readings stored under `Fixtures/`.
extension ReceiptText {
    /// What the offline reader reads from receipt lines laid out as by ``recognized(_:)``.
    static func extracted(_ lines: [String]) async throws -> ExtractedReceipt {
        try ReceiptReader.receipt(from: recognized(lines))
    }

    /// A real tesseract reading stored under `Fixtures/`.
    static func fixture(_ name: String) throws -> RecognizedText {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"))
        return try JSONDecoder().decode(RecognizedText.self, from: Data(contentsOf: url))
    }
}
