/// Why LarderOCR could not read an image.
///
/// Compare errors by ``code``; ``file`` and ``message`` say where and what.
public struct OCRError: Error, Sendable, CustomStringConvertible {
    /// The kind of failure. New codes may be added.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private enum Value: String, Sendable, Hashable {
            case emptyFile, unreadableFile, notAnImage, corruptImage, imageTooLarge
            case missingLanguageData, recognitionFailed, missingLibrary
        }

        private let value: Value
        private init(_ value: Value) { self.value = value }

        /// The file has no bytes.
        public static let emptyFile = Code(.emptyFile)
        /// The file does not exist or cannot be read.
        public static let unreadableFile = Code(.unreadableFile)
        /// The bytes are not in an image format Leptonica reads (JPEG, PNG, TIFF, WebP, ...).
        public static let notAnImage = Code(.notAnImage)
        /// The image format is known but the data is truncated or damaged.
        public static let corruptImage = Code(.corruptImage)
        /// The image declares more pixels than ``OCRConfiguration/maxPixels`` on a page or
        /// ``OCRConfiguration/maxTotalPixels`` in all, or more pages than ``OCRConfiguration/maxPages``.
        public static let imageTooLarge = Code(.imageTooLarge)
        /// Tesseract has no trained data for a requested language.
        public static let missingLanguageData = Code(.missingLanguageData)
        /// Tesseract failed on an image it was given.
        public static let recognitionFailed = Code(.recognitionFailed)
        /// Tesseract or Leptonica is not installed (or cannot be loaded); the message names the package.
        public static let missingLibrary = Code(.missingLibrary)

        public var description: String { value.rawValue }

        /// The code whose ``description`` is `name`, e.g. one read back from another process; `nil` for none.
        public init?(named name: String) {
            guard let value = Value(rawValue: name) else { return nil }
            self.value = value
        }
    }

    /// The kind of failure.
    public var code: Code
    /// The file (or name given for in-memory data) that failed, if any.
    public var file: String?
    /// What failed and what to do about it.
    public var message: String

    public init(code: Code, file: String? = nil, message: String) {
        self.code = code
        self.file = file
        self.message = message
    }

    public var description: String {
        if let file { "\(file): \(message)" } else { message }
    }
}
