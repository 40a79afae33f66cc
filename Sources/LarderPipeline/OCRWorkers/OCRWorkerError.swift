/// Why an OCR worker process gave no reading: the process, not the image, failed.
public struct OCRWorkerError: Error, Sendable, CustomStringConvertible {
    public enum Code: String, Sendable, Hashable {
        /// Killed while reading: by a signal (a crash in Tesseract or Leptonica), or stopped for taking longer
        /// than its time limit, or for a reply that was not one. The image may be the cause.
        case killed
        /// Could not be started, or exited by itself before answering: the worker, not the image, is at fault.
        case unavailable
    }

    public var code: Code
    public var message: String

    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}
