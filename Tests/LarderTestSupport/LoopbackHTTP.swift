import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Plain HTTP over loopback for end-to-end tests of servers the tests do not own (the daemon's metrics).
public enum LoopbackHTTP {
    /// A port no one listens on right now, from the kernel; a daemon told to use it binds it moments later.
    public static func freePort() throws -> Int {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw POSIXError(.EMFILE) }
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let found = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        guard found else { throw POSIXError(.EADDRINUSE) }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// `GET url`, waiting for the answer; returns the status code and the body as text.
    /// - Throws: The transport error when nothing answered.
    public static func get(_ url: URL) throws -> (status: Int, body: String) {
        let box = ResultBox()
        var request = URLRequest(url: url)
        request.timeoutInterval = 60
        let task = URLSession.shared.dataTask(with: request) { data, response, error in
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            let body = String(decoding: data ?? Data(), as: UTF8.self)
            box.finish(error.map { .failure($0) } ?? .success((status, body)))
        }
        task.resume()
        // URLSession's own time limit should end it; a completion that never comes must not hang the suite.
        guard let result = box.wait(atMost: .seconds(120)) else {
            task.cancel()
            throw URLError(.timedOut)
        }
        return try result.get()
    }

    private final class ResultBox: @unchecked Sendable {
        // @unchecked: `result` is written once before `done` is signalled and read only after waiting on it.
        private var result: Result<(status: Int, body: String), any Error>?
        private let done = DispatchSemaphore(value: 0)

        func finish(_ value: Result<(status: Int, body: String), any Error>) {
            result = value
            done.signal()
        }

        func wait(atMost limit: DispatchTimeInterval) -> Result<(status: Int, body: String), any Error>? {
            guard done.wait(timeout: .now() + limit) == .success else { return nil }
            return result ?? .failure(URLError(.unknown))
        }
    }
}
