/// Why a PDF receipt could not be read.
///
/// Compare errors by ``code``; ``file`` and ``message`` say where and what.
public struct PDFError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of failure. New codes may be added.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private enum Value: String, Sendable, Hashable {
            case emptyFile, damaged, encrypted, noPages, tooManyPages, pageTooLarge, renderingFailed, missingLibrary
        }

        private let value: Value
        private init(_ value: Value) { self.value = value }

        /// The file has no bytes.
        public static let emptyFile = Code(.emptyFile)
        /// poppler cannot parse the file: it is cut off, damaged, or not a PDF after all.
        public static let damaged = Code(.damaged)
        /// The PDF needs a password to be opened.
        public static let encrypted = Code(.encrypted)
        /// The PDF has no pages.
        public static let noPages = Code(.noPages)
        /// The PDF has more pages than ``PDFLimits/maxPages``.
        public static let tooManyPages = Code(.tooManyPages)
        /// A page is larger than ``PDFLimits/maxPageSidePoints``, or than ``PDFLimits/maxRenderPixels`` once rendered;
        /// or the pages without text together are larger than ``PDFLimits/maxTotalRenderPixels``.
        public static let pageTooLarge = Code(.pageTooLarge)
        /// cairo could not render a page without text.
        public static let renderingFailed = Code(.renderingFailed)
        /// poppler or cairo is not installed (or cannot be loaded); the message names the package.
        public static let missingLibrary = Code(.missingLibrary)

        public var description: String { value.rawValue }

        /// The code whose ``description`` is `name`, e.g. one read back from another process; `nil` for none.
        public init?(named name: String) {
            guard let value = Value(rawValue: name) else { return nil }
            self.value = value
        }
    }

    public var code: Code
    /// The file (or name given for in-memory data) that failed.
    public var file: String
    /// What failed and what to do about it.
    public var message: String

    public init(_ code: Code, file: String, message: String) {
        self.code = code
        self.file = file
        self.message = message
    }

    public var description: String { "\(file): \(message)" }
}
