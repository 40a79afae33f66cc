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
    /// The C `errno` of the failed call; 0 for a malformed address.
    public let errno: Int32

    init(_ code: Code, address: String, errno: Int32) {
        self.code = code
        self.address = address
        self.errno = errno
    }

    public var description: String {
        if code == .malformedAddress {
            return "metrics address '\(address)' is not IPv4:port; use e.g. 127.0.0.1:9464"
        }
        return "cannot listen for metrics on \(address): \(String(cString: strerror(errno)));"
            + " choose another [metrics] address or turn metrics off"
    }
}
