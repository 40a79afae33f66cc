import Crypto
import Foundation

/// The secret that signs a person or a program in: generated once into the data folder, or given by a key file
/// or a systemd credential. Never logged or printed: its description hides it.
public struct WebToken: Sendable, CustomStringConvertible {
    private let value: String

    /// Where the token came from, for the log: a path, never the token.
    public let source: String

    public init(value: String, source: String) {
        self.value = value
        self.source = source
    }

    public var description: String { "web token from \(source)" }

    /// Whether `candidate` is the token, compared in constant time so its length of agreement leaks nothing.
    public func matches(_ candidate: String) -> Bool {
        let expected = SHA256.hash(data: Data(value.utf8))
        let given = SHA256.hash(data: Data(candidate.utf8))
        return zip(expected, given).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// The token from systemd's credential `web-token` (`LoadCredential=`), then `file` when given, then
    /// `DATA/web-token`, created on first start with 32 random bytes in hex and mode 0600.
    /// - Throws: ``WebTokenError`` when a given file is missing, empty or readable by others.
    public static func load(
        dataFolder: String, file: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> WebToken {
        if let credentials = environment["CREDENTIALS_DIRECTORY"] {
            let path = URL(fileURLWithPath: credentials).appendingPathComponent("web-token").path
            if FileManager.default.fileExists(atPath: path) { return try read(path) }
        }
        if let file { return try read(file) }
        let path = URL(fileURLWithPath: dataFolder).appendingPathComponent("web-token").path
        if FileManager.default.fileExists(atPath: path) { return try read(path) }
        return try create(at: path)
    }

    private static func read(_ path: String) throws -> WebToken {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw WebTokenError(message: "cannot read the web token at \(path); check that it exists and is readable")
        }
        // A token others can read is no secret: refuse it rather than serve with it.
        if status.st_mode & 0o077 != 0 {
            throw WebTokenError(
                message: "the web token at \(path) is readable by other users; run `chmod 600 \(path)`")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw WebTokenError(message: "cannot read the web token at \(path); check its permissions")
        }
        let value = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard value.count >= 16 else {
            throw WebTokenError(message: "the web token at \(path) is shorter than 16 characters; write a longer one")
        }
        return WebToken(value: value, source: path)
    }

    private static func create(at path: String) throws -> WebToken {
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max) }
        let value = bytes.map { String(format: "%02x", $0) }.joined()
        // O_EXCL: two daemons starting together never write two tokens; 0600 from the first byte.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            if errno == EEXIST { return try read(path) }
            throw WebTokenError(
                message: "cannot create the web token at \(path) (\(String(cString: strerror(errno)))); "
                    + "check that the data folder is writable")
        }
        defer { close(descriptor) }
        let line = Array((value + "\n").utf8)
        guard write(descriptor, line, line.count) == line.count, fsync(descriptor) == 0 else {
            unlink(path)
            throw WebTokenError(message: "cannot write the web token at \(path); is the disk full?")
        }
        return WebToken(value: value, source: path)
    }
}

/// Why the web token could not be had.
public struct WebTokenError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
