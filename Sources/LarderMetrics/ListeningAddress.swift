import Foundation

/// Parses `[metrics] address` (`IPv4:port`, or `localhost:port`) into the host and port to bind.
enum ListeningAddress {
    static func parse(_ address: String) throws -> (host: String, port: Int) {
        let parts = address.split(separator: ":")
        guard parts.count == 2, let port = UInt16(parts[1]) else {
            throw MetricsServerError.malformed(address)
        }
        // The configuration allows `localhost`; resolving it could yield ::1, so it means the IPv4 loopback here.
        let host = parts[0] == "localhost" ? "127.0.0.1" : String(parts[0])
        var checked = in_addr()
        guard inet_pton(AF_INET, host, &checked) == 1 else {
            throw MetricsServerError.malformed(address)
        }
        return (host, Int(port))
    }
}
