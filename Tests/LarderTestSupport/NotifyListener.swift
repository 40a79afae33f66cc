import Foundation

/// A real unix datagram socket standing in for systemd's notification socket.
public final class NotifyListener: Sendable {
    /// The value to put in `$NOTIFY_SOCKET`.
    public let address: String
    private let descriptor: Int32

    /// Binds a socket at `path`, or at an abstract name when `path` starts with `@`.
    public init(address: String) throws {
        self.address = address
        descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        var socketAddress = sockaddr_un()
        socketAddress.sun_family = sa_family_t(AF_UNIX)
        var bytes = Array(address.utf8)
        if address.hasPrefix("@") { bytes[0] = 0 }
        withUnsafeMutableBytes(of: &socketAddress.sun_path) { $0.copyBytes(from: bytes) }
        let length = MemoryLayout<sockaddr_un>.offset(of: \.sun_path)! + bytes.count
        let bound = withUnsafePointer(to: &socketAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(length)) }
        }
        guard bound == 0 else {
            close(descriptor)
            throw POSIXError(.init(rawValue: errno) ?? .EIO)
        }
        // A missing message must fail the test rather than hang it; generous, because a loaded
        // machine may be slow to run the task that sends it.
        var timeout = timeval(tv_sec: 60, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    /// The next datagram, or `nil` if none arrives.
    public func receive() -> String? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = recv(descriptor, &buffer, buffer.count, 0)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count], as: UTF8.self)
    }

    /// Whether a datagram is waiting, without blocking.
    public var hasPendingMessage: Bool {
        var buffer = [UInt8](repeating: 0, count: 16)
        return recv(descriptor, &buffer, buffer.count, Int32(MSG_DONTWAIT) | Int32(MSG_PEEK)) >= 0
    }

    deinit {
        close(descriptor)
        if !address.hasPrefix("@") { unlink(address) }
    }
}
