/// Why the pipeline could not take a file at all, or a shopping list to import.
public struct PipelineError: Error, Sendable, Hashable, CustomStringConvertible {
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private enum Kind: String, Sendable, Hashable {
            case unreadableFile = "unreadable_file"
            case fileTooLarge = "file_too_large"
            case symbolicLink = "symbolic_link"
            case unreadableList = "unreadable_list"
        }

        private let kind: Kind
        private init(_ kind: Kind) { self.kind = kind }

        /// The file does not exist, is a folder, or cannot be opened.
        public static let unreadableFile = Code(.unreadableFile)
        /// The file is larger than the pipeline accepts.
        public static let fileTooLarge = Code(.fileTooLarge)
        /// The path is a symbolic link where links are not followed (the daemon's inbox).
        public static let symbolicLink = Code(.symbolicLink)
        /// A shopping list to import is JSON that is not one (it does not decode as a list of items).
        public static let unreadableList = Code(.unreadableList)

        public var description: String { kind.rawValue }
    }

    public var code: Code
    public var file: String
    public var message: String

    public init(_ code: Code, file: String, message: String) {
        self.code = code
        self.file = file
        self.message = message
    }

    public var description: String { "\(file): \(message)" }
}
