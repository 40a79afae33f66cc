import Foundation
import LarderPipeline
import LarderStore

/// What the web app serves and from where: the daemon builds it from its settings.
public struct WebConfiguration: Sendable {
    /// `IPv4:port` to listen on; port 0 picks a free one (tests).
    public var address: String
    /// The API token: a request with `Authorization: Bearer TOKEN` is signed in, and `/login` takes it.
    public var token: WebToken
    /// The inbox an upload is written to, as if it were dropped there.
    public var inboxFolder: String
    /// Largest upload, in bytes. Default 25 MB.
    public var maxUploadBytes: Int
    /// Pixels one page of an uploaded image may declare (the OCR's `ocr.max_pixels`).
    public var maxPixels: Int
    /// Pages an uploaded TIFF may have (`ocr.max_pages`).
    public var maxPages: Int
    /// Whether session cookies are marked `Secure`: only over HTTPS, so off unless a TLS proxy is in front.
    public var secureCookies: Bool
    /// How long a failed sign-in is held before its answer, so a token cannot be guessed quickly.
    public var failedSignInDelay: Duration
    /// What the system page tells: the backends, the failed folder, the database file.
    public var system: SystemFacts
    /// The daemon's backends: a trip's page reads its receipt again with them (or one of them), the foods page
    /// estimates a food's nutrition with a network one, the household page asks one for targets.
    public var extraction: ExtractionSettings
    /// When a receipt read again from a trip's page waits for review.
    public var reviewPolicy: ReviewPolicy
    /// The folder a label photo is written to, to be read into a food; `nil`: no label uploads.
    public var labelsFolder: String?
    /// The food bank's matcher, for the foods suggested beside an item and for reading a receipt again: the
    /// daemon's own, so one index serves both and is let go when the daemon is idle.
    public var matchers: FoodMatcherCache
    /// Reads a photographed recipe's text (the daemon's label engine, in its worker process); `nil`: recipes come
    /// as text only.
    public var recognizer: (any TextRecognizer)?

    public init(
        address: String, token: WebToken, inboxFolder: String, maxUploadBytes: Int = 25_000_000,
        maxPixels: Int = 60_000_000, maxPages: Int = 20, secureCookies: Bool = false,
        failedSignInDelay: Duration = .seconds(1), system: SystemFacts = SystemFacts(),
        extraction: ExtractionSettings = ExtractionSettings(), reviewPolicy: ReviewPolicy = ReviewPolicy(),
        labelsFolder: String? = nil, matchers: FoodMatcherCache = FoodMatcherCache(),
        recognizer: (any TextRecognizer)? = nil
    ) {
        self.address = address
        self.token = token
        self.inboxFolder = inboxFolder
        self.maxUploadBytes = maxUploadBytes
        self.maxPixels = maxPixels
        self.maxPages = maxPages
        self.secureCookies = secureCookies
        self.failedSignInDelay = failedSignInDelay
        self.system = system
        self.extraction = extraction
        self.reviewPolicy = reviewPolicy
        self.labelsFolder = labelsFolder
        self.matchers = matchers
        self.recognizer = recognizer
    }
}

/// The daemon's settings the system page shows.
public struct SystemFacts: Sendable {
    /// The extraction backends in the order they are tried, e.g. `["claude", "offline"]`.
    public var backends: [String]
    /// Where files that could not be read wait, each with `NAME.error.txt`; `nil` shows none.
    public var failedFolder: String?
    /// The database file, for its size.
    public var databasePath: String?

    public init(backends: [String] = ["offline"], failedFolder: String? = nil, databasePath: String? = nil) {
        self.backends = backends
        self.failedFolder = failedFolder
        self.databasePath = databasePath
    }
}
