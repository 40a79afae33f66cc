import Foundation
import Logging

/// Larder's swift-log backend: writes each event as one line in a `LogFormat`, with secrets redacted.
///
/// ```swift
/// let format = LogFormat.auto.resolved()
/// LoggingSystem.bootstrap { label in LarderLogHandler(label: label, format: format, logLevel: .info) }
/// ```
/// - Important: Lines go to standard error by default in one `write(2)` each, so concurrent loggers do
///   not interleave within a line.
public struct LarderLogHandler: LogHandler {
    /// Where finished lines go, newline included.
    public typealias Output = @Sendable (String) -> Void

    /// The logger's label, e.g. `larder.daemon`.
    public let label: String
    /// The concrete format; `auto` is treated as `text`, so resolve it first.
    public let format: LogFormat
    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]
    public var metadataProvider: Logger.MetadataProvider?
    private let output: Output

    /// - Parameters:
    ///   - label: The logger's label.
    ///   - format: How lines look (see `LogFormat.resolved(environment:descriptor:)`).
    ///   - logLevel: The lowest level written. Default: `.info`.
    ///   - metadataProvider: Contextual metadata added to every event. Default: none.
    ///   - output: Receives each line; standard error by default.
    public init(
        label: String,
        format: LogFormat,
        logLevel: Logger.Level = .info,
        metadataProvider: Logger.MetadataProvider? = nil,
        output: @escaping Output = StandardErrorOutput.write
    ) {
        self.label = label
        self.format = format
        self.logLevel = logLevel
        self.metadataProvider = metadataProvider
        self.output = output
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var merged = metadata
        if let provided = metadataProvider?.get() { merged.merge(provided) { _, new in new } }
        if let extra = event.metadata { merged.merge(extra) { _, new in new } }
        if let error = event.error { merged["error"] = "\(error)" }
        let record = LogRecord(
            date: Date(),
            level: event.level,
            label: label,
            message: SecretRedactor.redact(event.message.description),
            metadata: SecretRedactor.redact(merged),
            source: event.source
        )
        output(record.line(in: format))
    }
}

/// The default `LarderLogHandler.Output`.
public enum StandardErrorOutput {
    /// Writes `line` to standard error with as few `write(2)` calls as the kernel allows.
    @Sendable public static func write(_ line: String) {
        var bytes = Array(line.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Foundation.write(STDERR_FILENO, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }
}
