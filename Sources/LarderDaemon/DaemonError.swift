/// Why the daemon could not start or keep watching.
public struct DaemonError: Error, Sendable, Hashable, CustomStringConvertible {
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private enum Kind: String, Sendable, Hashable {
            case watchFailed = "watch_failed"
            case folderUnusable = "folder_unusable"
            case moveFailed = "move_failed"
            case alreadyRunning = "already_running"
        }

        private let kind: Kind
        private init(_ kind: Kind) { self.kind = kind }

        /// inotify could not be set up for a folder.
        public static let watchFailed = Code(.watchFailed)
        /// A configured folder cannot be created or written.
        public static let folderUnusable = Code(.folderUnusable)
        /// A file could not be moved out of the inbox.
        public static let moveFailed = Code(.moveFailed)
        /// Another daemon works on the same database.
        public static let alreadyRunning = Code(.alreadyRunning)

        public var description: String { kind.rawValue }
    }

    public var code: Code
    public var path: String
    public var message: String

    public init(_ code: Code, path: String, message: String) {
        self.code = code
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
