import Foundation

extension String {
    /// This API root with an endpoint's `path` added to its path; the query and fragment stay at the end.
    ///
    /// "http://host:8080/v1?api-version=2024" and "/chat/completions" give
    /// "http://host:8080/v1/chat/completions?api-version=2024" (Azure-style roots carry a query). Trailing
    /// slashes of the root's path are dropped, so "https://host/v1/" and "https://host/v1" agree.
    func appendingAPIPath(_ path: String) -> String {
        guard var components = URLComponents(string: self), components.host != nil else {
            return trimmingTrailingSlashes() + path
        }
        components.percentEncodedPath = components.percentEncodedPath.trimmingTrailingSlashes() + path
        return components.string ?? trimmingTrailingSlashes() + path
    }

    private func trimmingTrailingSlashes() -> String {
        var result = self
        while result.hasSuffix("/") { result.removeLast() }
        return result
    }
}
