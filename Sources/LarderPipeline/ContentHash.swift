import Crypto
import Foundation

/// The SHA-256 the pipeline dedupes by, for callers that must know it before a file is processed.
///
/// A receipt's identity is its content: the hash of its bytes, or for a folder of pages the hash of the
/// pages' hashes in order. The pipeline, the daemon's inbox and the importer all take it from here.
public enum ContentHash {
    /// Lower-case hex SHA-256 of the file's bytes, or `nil` when it cannot be read.
    /// - Parameter followsLinks: `false` refuses a symbolic link (the daemon's inbox).
    ///
    /// Read in pieces, so a large file (a video synced into the inbox by mistake) is never held in memory whole.
    public static func sha256(ofFileAt path: String, followsLinks: Bool = true) -> String? {
        try? streamingSHA256(ofFileAt: path, followsLinks: followsLinks)
    }

    /// As ``sha256(ofFileAt:followsLinks:)``, saying why the file could not be read.
    /// - Throws: ``PipelineError``.
    public static func streamingSHA256(ofFileAt path: String, followsLinks: Bool = true) throws -> String {
        let handle = try FileReading.open(path, name: path, followsLinks: followsLinks)
        var hasher = SHA256()
        do {
            while let piece = try handle.read(upToCount: 1 << 20), !piece.isEmpty {
                hasher.update(data: piece)
            }
        } catch {
            throw PipelineError(.unreadableFile, file: path, message: "cannot be read (\(error.localizedDescription))")
        }
        return hex(hasher.finalize())
    }

    /// Lower-case hex SHA-256 of `data`.
    public static func sha256(of data: Data) -> String {
        hex(SHA256.hash(data: data))
    }

    /// The hash of a receipt made of several pages: SHA-256 over each page's SHA-256, in reading order.
    public static func sha256(ofPages pages: [Data]) -> String {
        var hasher = SHA256()
        for data in pages { hasher.update(data: Data(SHA256.hash(data: data))) }
        return hex(hasher.finalize())
    }

    /// The folder receipt's hash, reading its pages from disk; `nil` when one cannot be read.
    public static func sha256(ofPagesAt paths: [String], followsLinks: Bool = true) -> String? {
        var pages: [Data] = []
        for path in paths {
            guard let data = try? FileReading.contents(of: path, name: path, followsLinks: followsLinks) else {
                return nil
            }
            pages.append(data)
        }
        return sha256(ofPages: pages)
    }

    /// Lower-case hex of any bytes (a digest).
    public static func hex(_ bytes: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
