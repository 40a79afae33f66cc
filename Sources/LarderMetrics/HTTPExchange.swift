import Foundation

/// One HTTP/1.x request and its response on an accepted connection, closed afterwards.
struct HTTPExchange {
    struct Request {
        var method: String
        var path: String
    }

    struct Response {
        var status: String
        var contentType: String
        var body: [UInt8]

        init(status: String, contentType: String = "text/plain; charset=utf-8", body: [UInt8]) {
            self.status = status
            self.contentType = contentType
            self.body = body
        }

        init(status: String, body: String) {
            self.init(status: status, body: Array(body.utf8))
        }
    }

    /// Requests larger than this are refused; a scraper's are a few hundred bytes.
    static let maximumRequestSize = 8192

    let descriptor: Int32

    /// Reads the request head, asks `handler` for the response and writes it.
    func respond(_ handler: (Request) -> Response) {
        // A client that connects and says nothing must not hold the only serving thread for long.
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard let request = readRequest() else {
            write(Response(status: "400 Bad Request", body: "bad request\n"), includeBody: true)
            return
        }
        write(handler(request), includeBody: request.method != "HEAD")
    }

    private func readRequest() -> Request? {
        var received = Data()
        var chunk = [UInt8](repeating: 0, count: 1024)
        let endOfHead = Data("\r\n\r\n".utf8)
        while received.count < Self.maximumRequestSize, received.range(of: endOfHead) == nil {
            let count = recv(descriptor, &chunk, chunk.count, 0)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            received.append(contentsOf: chunk[..<count])
        }
        let head = String(decoding: received, as: UTF8.self)
        // Split on scalars: "\r\n" is one Character, so a Character-based prefix would not stop at it.
        let requestLine = (head.components(separatedBy: .newlines).first ?? "").split(separator: " ")
        guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1.") else { return nil }
        let target = requestLine[1]
        let path = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? target
        return Request(method: String(requestLine[0]), path: String(path))
    }

    private func write(_ response: Response, includeBody: Bool) {
        let head = "HTTP/1.1 \(response.status)\r\nContent-Type: \(response.contentType)\r\n"
            + "Content-Length: \(response.body.count)\r\nConnection: close\r\n\r\n"
        var bytes = Array(head.utf8)
        if includeBody { bytes += response.body }
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent < 0, errno == EINTR { continue }
            guard sent > 0 else { return }
            offset += sent
        }
    }
}
