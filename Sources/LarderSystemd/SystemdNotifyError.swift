import Foundation

/// A notification that did not reach systemd: which step failed, the socket and the system's reason.
public struct SystemdNotifyError: Error, CustomStringConvertible, Sendable {
    /// What failed.
    public struct Code: Hashable, Sendable {
        private enum Value { case socket, addressTooLong, send }
        private let value: Value

        /// No datagram socket could be created.
        public static let socket = Code(value: .socket)
        /// `$NOTIFY_SOCKET` is longer than a unix socket address can be.
        public static let addressTooLong = Code(value: .addressTooLong)
        /// The message could not be sent, e.g. nobody listens on the socket.
        public static let send = Code(value: .send)
    }

    public let code: Code
    /// The `$NOTIFY_SOCKET` value.
    public let address: String
    /// The C `errno` of the failed call.
    public let errno: Int32

    init(_ code: Code, address: String, errno: Int32) {
        self.code = code
        self.address = address
        self.errno = errno
    }

    public var description: String {
        let reason = String(cString: strerror(errno))
        switch code {
        case .addressTooLong:
            return "NOTIFY_SOCKET '\(address)' is too long for a unix socket address"
        case .socket:
            return "cannot create a socket to notify systemd: \(reason)"
        default:
            return "cannot notify systemd at '\(address)': \(reason); is NotifyAccess= set for this process?"
        }
    }
}
