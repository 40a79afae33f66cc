import Hummingbird
import HummingbirdAuth

/// A browser's signed-in session: kept in memory by the daemon (a restart signs everyone out), found by an
/// HttpOnly, SameSite=Strict cookie.
public struct WebSession: Codable, Sendable {
    /// Sent back with every form and unsafe request of the session; a request from another site cannot know it.
    public var csrf: String
}

/// How a request proved who it is.
public enum SignIn: Sendable {
    /// `Authorization: Bearer TOKEN`: a program, which no other site can make a browser send.
    case token
    /// The session cookie of a signed-in browser; its unsafe requests must carry the session's CSRF token.
    case session(WebSession)
}

/// The context of every request to the web app.
public struct WebRequestContext: SessionRequestContext, RequestContext {
    public typealias Session = WebSession

    public var coreContext: CoreRequestContextStorage
    public let sessions: SessionContext<WebSession>
    /// Set by ``SignInGate`` for every route that needs it.
    public var signIn: SignIn?
    /// Whether ``SignInGate`` found the session's CSRF token in a header or a URL-encoded form; a multipart form
    /// carries it as a part, which its route checks.
    public var hasCheckedCSRF = false

    public init(source: Source) {
        coreContext = .init(source: source)
        sessions = .init()
    }

    /// The CSRF token forms of this session carry; empty when signed in by token, as no form is then shown.
    public var csrf: String {
        if case .session(let session) = signIn { return session.csrf }
        return ""
    }
}
