import Foundation

/// A fresh folder under the system's temporary directory, removed when the value is released.
public final class TemporaryDirectory: Sendable {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("larder-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of `name` inside this folder.
    public func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// Writes `data` to `name` inside this folder and returns its path.
    @discardableResult
    public func write(_ data: Data, to name: String) throws -> String {
        let path = path(name)
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Copies a file into this folder under `name` and returns the new path.
    @discardableResult
    public func copy(_ source: String, to name: String) throws -> String {
        let destination = path(name)
        try FileManager.default.copyItem(atPath: source, toPath: destination)
        return destination
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
