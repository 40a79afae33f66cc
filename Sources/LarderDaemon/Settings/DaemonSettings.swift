import Foundation
import LarderLLM
import LarderPipeline

/// Everything `larder daemon` can be told, with the defaults documented in `Config/larder.toml`.
///
/// Relative folder paths are resolved against ``Storage/dataDirectory`` by ``resolvedFolders``.
public struct DaemonSettings: Sendable, Hashable {
    /// Where the database and the default folders live.
    public struct Storage: Sendable, Hashable {
        /// Default `$XDG_DATA_HOME/larder` (`~/.local/share/larder`).
        public var dataDirectory: String
        /// Default `larder.sqlite` in the data directory.
        public var database: String?
    }

    /// The folders the daemon reads from and moves files into; relative paths are under the data directory.
    public struct Folders: Sendable, Hashable {
        public var inbox = "inbox"
        /// Nutrition-label images, each read into a food; archived under `archive/labels/`.
        public var labels = "inbox/labels"
        /// Stored receipts' images, in `YYYY/MM/` below.
        public var archive = "archive"
        /// Files that could not be read, each with `NAME.error.txt`.
        public var failed = "failed"
        public var duplicates = "duplicates"

        /// Whether the labels folder lies inside the inbox (by its path, links not resolved): then it must not be
        /// a link, as a link there comes from whatever syncs into the inbox, not from the administrator.
        public var labelsAreInsideInbox: Bool {
            labels.hasPrefix(inbox.hasSuffix("/") ? inbox : inbox + "/")
        }
    }

    /// How inbox files are noticed.
    public enum WatchMode: String, Sendable, Hashable, CaseIterable {
        /// inotify, or polling when the inbox is on a network or FUSE file system.
        case auto, inotify, poll
    }

    /// What becomes of a file whose content is already stored.
    public enum DuplicatePolicy: String, Sendable, Hashable, CaseIterable {
        case move, delete
    }

    /// The daemon's pace, concurrency and retry policy.
    public struct Daemon: Sendable, Hashable {
        /// OCR workers; `0` means one per CPU core.
        public var workers = 0
        /// How long a file's size and mtime must stay unchanged before it is taken.
        public var stableSeconds = 2.0
        /// The same on a network or FUSE file system, where a sync client writes in bursts with pauses and the
        /// times come from another clock. The larger of this and ``stableSeconds`` applies there.
        public var networkStableSeconds = 10.0
        /// How long a folder receipt's pages must all stay unchanged: a scanner pauses between pages (feeding,
        /// turning), so a folder needs longer than one file. The larger of this and ``stableSeconds`` applies.
        public var folderStableSeconds = 10.0
        /// A full inbox scan this often, in case an event was missed.
        public var rescanSeconds = 300.0
        public var watch = WatchMode.auto
        /// The scan interval when polling.
        public var pollSeconds = 5.0
        public var duplicates = DuplicatePolicy.move
        /// The first retry waits this long; each later one twice as long.
        public var retryBaseSeconds = 30.0
        public var retryMaxSeconds = 3600.0
        /// Attempts before a transient failure is given up and the file goes to `failed/`.
        public var maxAttempts = 8

        /// The number of workers to start: ``workers``, or the core count when it is 0.
        public var resolvedWorkers: Int {
            workers > 0 ? workers : max(1, ProcessInfo.processInfo.activeProcessorCount)
        }

        /// The settle delay for one inbox entry.
        public func settleSeconds(isFolder: Bool, isNetwork: Bool) -> Double {
            var seconds = stableSeconds
            if isFolder { seconds = max(seconds, folderStableSeconds) }
            if isNetwork { seconds = max(seconds, networkStableSeconds) }
            return seconds
        }

        /// How long an image that did not decode is given before its failure counts: a file changed more
        /// recently than this may still be being written (a scanner pausing between chunks).
        public var incompleteFileSeconds: Double { max(10, 3 * stableSeconds) }
    }

    public struct OCR: Sendable, Hashable {
        public var languages = "deu+eng"
        /// Languages of a receipt's first reading; see `OCRConfiguration.firstReadingLanguages`.
        public var firstReadingLanguages = "eng"
        public var psm = 4
        public var maxPixels = 60_000_000
        /// Pages a multi-page TIFF may have; a receipt has a few.
        public var maxPages = 20
        /// Pixels all pages of one image may declare together; see `OCRConfiguration.maxTotalPixels`.
        public var maxTotalPixels = 180_000_000
        /// Whether OCR runs in `larder ocr-worker` processes, so that a crash or a hang in Tesseract or Leptonica
        /// costs one attempt rather than the daemon, and the daemon holds none of their memory.
        public var inWorkerProcesses = true
        /// How long a worker process may read one image before it is killed and the attempt fails.
        public var secondsPerImage = 300.0
        /// How long a daemon worker keeps its OCR (the worker process, or the engines in this one) without work;
        /// starting again costs well under a second.
        public var idleSeconds = 60.0
    }

    /// The daemon's daily copies of the database.
    public struct Backup: Sendable, Hashable {
        public var isEnabled = true
        /// Dated backups kept; older ones are removed after each new one.
        public var keep = 7
        /// Relative paths are under the data directory.
        public var folder = "backups"
    }

    /// Logging; parsed and validated here, applied by the logging set-up.
    public struct Log: Sendable, Hashable {
        public var level = "info"
        public var format = "auto"
    }

    /// The optional Prometheus endpoint, served by the daemon when enabled.
    public struct Metrics: Sendable, Hashable {
        public var isEnabled = false
        public var address = "127.0.0.1:9464"
    }

    /// The web app and its JSON API (LarderWeb), served when an address is given.
    public struct Web: Sendable, Hashable {
        /// `IPv4:port`; `nil` (an empty string in the file) serves no web app. Default `127.0.0.1:8470`: this
        /// machine only. Another address is allowed (behind a TLS proxy), with a warning in the log.
        public var listen: String? = "127.0.0.1:8470"
        /// A file holding the API token; by default `web-token` in the data folder, created at the first start.
        public var tokenFile: String?
        /// The largest upload, in megabytes.
        public var maxUploadMegabytes = 25
        /// Whether session cookies need HTTPS (`Secure`): on behind a TLS proxy.
        public var secureCookies = false
    }

    public var storage: Storage
    public var folders = Folders()
    public var daemon = Daemon()
    public var ocr = OCR()
    /// The backend or chain, as `larder process` flags give it too.
    public var extraction = ExtractionSettings()
    public var log = Log()
    public var metrics = Metrics()
    public var backup = Backup()
    public var web = Web()

    /// The defaults, with the data directory taken from `environment` (`XDG_DATA_HOME`, `HOME`).
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory()).appendingPathComponent(".local/share")
            .path
        storage = Storage(dataDirectory: URL(fileURLWithPath: dataHome).appendingPathComponent("larder").path)
    }

    /// The database file: ``Storage/database`` or `larder.sqlite` in the data directory.
    public var databasePath: String {
        resolve(storage.database ?? "larder.sqlite")
    }

    /// The folders as absolute paths.
    public var resolvedFolders: Folders {
        Folders(
            inbox: resolve(folders.inbox), labels: resolve(folders.labels), archive: resolve(folders.archive),
            failed: resolve(folders.failed), duplicates: resolve(folders.duplicates)
        )
    }

    /// The backup folder as an absolute path.
    public var resolvedBackupFolder: String {
        resolve(backup.folder)
    }

    private func resolve(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        return URL(fileURLWithPath: storage.dataDirectory).appendingPathComponent(path).standardized.path
    }
}
