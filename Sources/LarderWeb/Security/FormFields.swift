import Foundation

/// The fields of an `application/x-www-form-urlencoded` body, the first value of each name.
struct FormFields {
    private var values: [String: String] = [:]

    init(_ body: String) {
        for pair in body.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = parts.first.flatMap({ Self.decoded($0) }), values[name] == nil else { continue }
            values[name] = parts.count > 1 ? Self.decoded(parts[1]) ?? "" : ""
        }
    }

    subscript(name: String) -> String? { values[name] }

    private static func decoded(_ text: Substring) -> String? {
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }
}
