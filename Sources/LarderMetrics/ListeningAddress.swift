import Foundation

/// Parses `[metrics] address` (`IPv4:port`, or `localhost:port`) into a socket address.
enum ListeningAddress {
    static func parse(_ address: String) throws -> sockaddr_in {
        let parts = address.split(separator: ":")
        guard parts.count == 2, let port = UInt16(parts[1]) else {
            throw MetricsServerError.malformed(address)
        }
        var socketAddress = sockaddr_in()
        socketAddress.sin_family = sa_family_t(AF_INET)
        socketAddress.sin_port = port.bigEndian
        // The configuration allows `localhost`; resolving it through NSS could yield ::1, which this server
        // cannot bind, so it means the IPv4 loopback address here.
        let host = parts[0] == "localhost" ? "127.0.0.1" : String(parts[0])
        guard inet_pton(AF_INET, host, &socketAddress.sin_addr) == 1 else {
            throw MetricsServerError.malformed(address)
        }
        return socketAddress
    }
}
