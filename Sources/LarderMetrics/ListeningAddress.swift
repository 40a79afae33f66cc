import Foundation

/// Parses `[metrics] address` (`IPv4:port`) into a socket address.
enum ListeningAddress {
    static func parse(_ address: String) throws -> sockaddr_in {
        let parts = address.split(separator: ":")
        guard parts.count == 2, let port = UInt16(parts[1]) else {
            throw MetricsServerError.malformed(address)
        }
        var socketAddress = sockaddr_in()
        socketAddress.sin_family = sa_family_t(AF_INET)
        socketAddress.sin_port = port.bigEndian
        guard inet_pton(AF_INET, String(parts[0]), &socketAddress.sin_addr) == 1 else {
            throw MetricsServerError.malformed(address)
        }
        return socketAddress
    }
}
