import Foundation
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

    public init(
        address: String, token: WebToken, inboxFolder: String, maxUploadBytes: Int = 25_000_000,
        maxPixels: Int = 60_000_000, maxPages: Int = 20, secureCookies: Bool = false,
        failedSignInDelay: Duration = .seconds(1)
    ) {
        self.address = address
        self.token = token
        self.inboxFolder = inboxFolder
        self.maxUploadBytes = maxUploadBytes
        self.maxPixels = maxPixels
        self.maxPages = maxPages
        self.secureCookies = secureCookies
        self.failedSignInDelay = failedSignInDelay
    }
}
