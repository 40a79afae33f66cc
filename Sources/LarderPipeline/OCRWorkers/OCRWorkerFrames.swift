import Foundation
import LarderCore
import LarderOCR

/// The messages between the daemon and an OCR worker process. The worker says it is ready once its engine is
/// loaded; then each request is one JSON line naming the image and its size, followed by the image's bytes, which
/// the worker acknowledges once it has them all, and each reply is one JSON line holding the reading or the error.
///
/// Replies travel on their own descriptor (3), not standard output, which the worker points at standard error:
/// nothing a library prints can be taken for a reply.
enum OCRWorkerFrames {
    /// The worker's descriptor for replies.
    static let replyDescriptor: Int32 = 3

    /// The worker's first line: its engine loaded.
    struct Ready: Codable {
        var ready = true
    }

    /// The worker has the whole image: a death from now until its reply happened while it held the image. (A
    /// small image fits in the pipe, so a write that succeeded does not prove a live reader.)
    struct Received: Codable {
        var received = true
    }

    struct Request: Codable {
        /// The name errors give (the file's path, or a PDF page's).
        var name: String
        var byteCount: Int
    }

    struct Reply: Codable {
        var text: RecognizedText?
        var error: ReplyError?

        /// A reply holds exactly one of the two.
        var isWhole: Bool { (text == nil) != (error == nil) }
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
