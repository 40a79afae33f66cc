import Foundation
import LarderCore
import LarderOCR

/// The messages between the daemon and an OCR worker process. Each request is one JSON line naming the image and
/// its size, followed by the image's bytes; each reply is one JSON line holding the reading or the error.
enum OCRWorkerFrames {
    struct Request: Codable {
        /// The name errors give (the file's path, or a PDF page's).
        var name: String
        var byteCount: Int
    }

    struct Reply: Codable {
        var text: RecognizedText?
        var error: ReplyError?
    }

    /// An ``OCRError`` as it crosses the pipe, so the daemon classifies it as if it had read the image itself.
    struct ReplyError: Codable {
        var code: String
        var file: String?
        var message: String

        init(_ error: any Error) {
            if let ocr = error as? OCRError {
                self.init(code: "\(ocr.code)", file: ocr.file, message: ocr.message)
            } else {
                self.init(code: "\(OCRError.Code.recognitionFailed)", file: nil, message: "\(error)")
            }
        }

        init(code: String, file: String?, message: String) {
            self.code = code
            self.file = file
            self.message = message
        }

        var ocrError: OCRError {
            OCRError(code: OCRError.Code(named: code) ?? .recognitionFailed, file: file, message: message)
        }
    }

    /// One JSON line.
    static func line(_ value: some Encodable) throws -> Data {
        var data = try JSONEncoder().encode(value)
        data.append(UInt8(ascii: "\n"))
        return data
    }
}
