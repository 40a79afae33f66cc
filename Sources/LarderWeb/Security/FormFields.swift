import Foundation
import Hummingbird

/// The fields of an `application/x-www-form-urlencoded` body, the first value of each name.
struct FormFields {
    private var values: [String: String] = [:]
    /// Every value of each name, in order: ticked boxes of one name.
    private var all: [String: [String]] = [:]

    init(_ body: String) {
        for pair in body.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = parts.first.flatMap({ Self.decoded($0) }) else { continue }
            let value = parts.count > 1 ? Self.decoded(parts[1]) ?? "" : ""
            all[name, default: []].append(value)
            if values[name] == nil { values[name] = value }
        }
    }

    /// The query of a URL a `method="get"` form made, read as its fields are (`+` is a space): Hummingbird's own
    /// query parameters leave the `+` in "Aldi+Süd".
    static func query(of request: Request) -> FormFields {
        FormFields(request.uri.query ?? "")
    }

    /// A URL-encoded form's body, read up to 64 KB.
    static func read(_ request: Request) async throws -> FormFields {
        FormFields(String(buffer: try await request.body.collect(upTo: 64 * 1024)))
    }

    /// The first value of `name`.
    subscript(name: String) -> String? { values[name] }

    /// Every value of `name`, in order.
    func values(named name: String) -> [String] { all[name] ?? [] }

    /// The text trimmed, `nil` when nothing is left: an empty field is no value.
    static func nonEmpty(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    private static func decoded(_ text: Substring) -> String? {
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }
}
