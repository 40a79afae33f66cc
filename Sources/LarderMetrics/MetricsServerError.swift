import Foundation

/// The metrics endpoint could not start: a malformed address, or one that cannot be bound.
public struct MetricsServerError: Error, CustomStringConvertible, Sendable {
    /// What failed.
    public struct Code: Hashable, Sendable {
        private enum Value { case malformedAddress, bind }
        private let value: Value

        /// The address is not `IPv4:port`.
        public static let malformedAddress = Code(value: .malformedAddress)
        /// The socket could not be created, bound or listened on (e.g. the port is taken).
        public static let bind = Code(value: .bind)
    }

    public let code: Code
    /// The `[metrics] address` value.
    public let address: String
    /// The system's reason (`strerror`) for a failed bind; `nil` for a malformed address.
    public let reason: String?

    static func malformed(_ address: String) -> MetricsServerError {
        MetricsServerError(code: .malformedAddress, address: address, reason: nil)
    }

    /// - Parameter errno: The C `errno` of the failed socket call.
    static func bindFailed(_ address: String, errno: Int32) -> MetricsServerError {
        MetricsServerError(code: .bind, address: address, reason: String(cString: strerror(errno)))
    }

    public var description: String {
        guard let reason else { return "metrics address '\(address)' is not IPv4:port; use e.g. 127.0.0.1:9464" }
        return "cannot listen for metrics on \(address): \(reason); choose another [metrics] address or turn metrics off"
    }
}
