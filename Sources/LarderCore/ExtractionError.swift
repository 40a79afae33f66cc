/// Why an extraction backend produced no result.
public struct ExtractionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, as a value that can grow without breaking callers.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private enum Kind: String, Sendable, Hashable {
            case emptyInput = "empty_input"
            case malformedReply = "malformed_reply"
            case unavailable
            case invalidKey = "invalid_key"
            case quotaExceeded = "quota_exceeded"
            case unsupported
        }

        private let kind: Kind
        private init(_ kind: Kind) { self.kind = kind }

        /// The OCR text had nothing to read.
        public static let emptyInput = Code(.emptyInput)
        /// The backend answered with something that is not a receipt.
        public static let malformedReply = Code(.malformedReply)
        /// The backend could not be reached or refused the request.
        public static let unavailable = Code(.unavailable)
        /// The service rejected the API key (HTTP 401 or 403); retrying cannot help.
        public static let invalidKey = Code(.invalidKey)
        /// The account has no quota or credit left; retrying cannot help.
        public static let quotaExceeded = Code(.quotaExceeded)
        /// The backend cannot do this at all (the offline rules do not estimate nutrition).
        public static let unsupported = Code(.unsupported)

        public var description: String { kind.rawValue }
    }

    public var code: Code
    /// The backend that failed.
    public var backend: String
    /// What failed and what to do about it. Never contains a key or a prompt.
    public var message: String

    public init(_ code: Code, backend: String, message: String) {
        self.code = code
        self.backend = backend
        self.message = message
    }

    public var description: String { "\(backend) extraction failed (\(code)): \(message)" }
}
