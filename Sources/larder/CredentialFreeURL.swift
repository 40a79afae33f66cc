import Foundation

/// A URL as it may be shown: a `base_url` can carry a user and password (`https://user:pass@host`) or a key in
/// its query (`?key=...`), and `larder config check` output ends up in bug reports.
enum CredentialFreeURL {
    private static let secretWords = ["key", "token", "secret", "password", "sig", "auth"]

    /// `text` without its user and password, and with the values of secret-sounding query items masked;
    /// text that is no URL with a host is not shown at all.
    static func display(_ text: String) -> String {
        guard var components = URLComponents(string: text), components.host != nil else {
            return "<not a URL with a host>"
        }
        components.user = nil
        components.password = nil
        // Percent-encoded both ways, so the other items come back exactly as written.
        components.percentEncodedQueryItems = components.percentEncodedQueryItems?.map { item in
            let name = item.name.lowercased()
            guard secretWords.contains(where: name.contains) else { return item }
            return URLQueryItem(name: item.name, value: "REDACTED")
        }
        return components.string ?? "<not a URL with a host>"
    }
}
