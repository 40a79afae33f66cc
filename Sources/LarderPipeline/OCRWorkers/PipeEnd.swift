import Foundation

/// One end of a pipe read or written whole: lines and byte counts, retried through interruptions.
///
/// Not shared between threads: each end belongs to the one exchange that uses it at a time.
final class PipeEnd {
    /// Failing to read or write, or the other end gone (`EPIPE`).
    struct Broken: Error {
        var errorNumber: Int32
    }

    let descriptor: Int32
    private var buffer: [UInt8] = []
    private var isClosed = false

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close()
    }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        _ = Foundation.close(descriptor)
    }

    /// The next line without its newline, or `nil` at the end of the stream.
    func readLine(limit: Int = 1 << 30) throws -> Data? {
        var searched = 0
        while true {
            if let newline = buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = Data(buffer[..<newline])
                buffer.removeSubrange(...newline)
                return line
            }
            searched = buffer.count
            guard buffer.count <= limit, try fill() else { return nil }
        }
    }

    /// Exactly `count` bytes, or `nil` when the stream ends first.
    func read(count: Int) throws -> Data? {
        while buffer.count < count {
            guard try fill() else { return nil }
        }
        let bytes = Data(buffer[..<count])
        buffer.removeSubrange(..<count)
        return bytes
    }

    /// Reads what is there into the buffer; `false` at the end of the stream.
    private func fill() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let read = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if read > 0 {
                buffer += chunk[..<read]
                return true
            }
            if read == 0 { return false }
            if errno != EINTR { throw Broken(errorNumber: errno) }
        }
    }

    func write(_ data: Data) throws {
        try data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written >= 0 {
                    offset += written
                } else if errno != EINTR {
                    throw Broken(errorNumber: errno)
                }
            }
        }
    }
}
