import Foundation

/// One datagram to a unix socket, the transport under `SystemdNotifier`.
enum NotifySocket {
    static func send(_ message: String, to address: String) throws {
        let descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw SystemdNotifyError(.socket, address: address, errno: errno) }
        defer { close(descriptor) }
        var socketAddress = sockaddr_un()
        socketAddress.sun_family = sa_family_t(AF_UNIX)
        // An abstract name (`@name`) is sent with a leading NUL and no terminator; a path with one.
        let isAbstract = address.hasPrefix("@")
        var pathBytes = Array(address.utf8)
        if isAbstract { pathBytes[0] = 0 }
        let capacity = MemoryLayout.size(ofValue: socketAddress.sun_path)
        guard pathBytes.count < capacity else {
            throw SystemdNotifyError(.addressTooLong, address: address, errno: ENAMETOOLONG)
        }
        withUnsafeMutableBytes(of: &socketAddress.sun_path) { buffer in
            buffer.copyBytes(from: pathBytes)
        }
        let length = MemoryLayout<sockaddr_un>.offset(of: \.sun_path)! + pathBytes.count + (isAbstract ? 0 : 1)
        let sent = Array(message.utf8).withUnsafeBytes { payload in
            withUnsafePointer(to: &socketAddress) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                    sendto(descriptor, payload.baseAddress, payload.count, Int32(MSG_NOSIGNAL), generic,
                           socklen_t(length))
                }
            }
        }
        guard sent >= 0 else { throw SystemdNotifyError(.send, address: address, errno: errno) }
    }
}
