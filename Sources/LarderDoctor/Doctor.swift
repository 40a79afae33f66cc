import Foundation

/// The checks behind `larder doctor`: is this machine ready to run Larder, and if not, why.
///
/// Read-only: nothing is created, migrated or fixed; every finding says what to do instead.
public struct Doctor: Sendable {
    /// What to check, and where the system facts are read from (replaceable in tests).
    public struct Configuration: Sendable {
        /// The database file to check.
        public var databasePath: String
        /// The folder holding `inbox/`, `archive/` and `failed/`.
        public var dataDirectory: String
        /// The variables to inspect (`OMP_THREAD_LIMIT`, keys, `CREDENTIALS_DIRECTORY`); never printed.
        public var environment: [String: String] = ProcessInfo.processInfo.environment
        /// Where the inotify limits are read. Default: `/proc/sys/fs/inotify`.
        public var inotifyDirectory = "/proc/sys/fs/inotify"
        /// The Tesseract languages receipts need. Default: `deu`, `eng`.
        public var requiredLanguages = ["deu", "eng"]
        /// The Tesseract models a receipt's shop name and date lines are read once more in when installed
        /// (`OCRConfiguration.secondModels` of the receipts' configuration, which `larder doctor` passes); without
        /// them those passes are skipped. Default: none.
        public var secondModels: [String] = []

        public init(databasePath: String, dataDirectory: String) {
            self.databasePath = databasePath
            self.dataDirectory = dataDirectory
        }
    }

    public let configuration: Configuration

    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// Runs every check, in the order they are printed.
    public func run() -> [DoctorCheck] {
        tesseractChecks() + [databaseCheck()] + folderChecks() + inotifyChecks()
            + [threadLimitCheck(), llmKeysCheck()]
    }
}

extension Array where Element == DoctorCheck {
    /// The worst status among the checks; `ok` when empty.
    public var worstStatus: DoctorCheck.Status { map(\.status).max() ?? .ok }
}
