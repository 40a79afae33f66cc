import Foundation
import TOMLKit

extension DaemonSettings {
    /// Applies the settings in a TOML document over these ones.
    /// - Parameter source: The file name used in error messages.
    /// - Throws: ``SettingsError`` naming the first unknown table or key, or the key with a bad value.
    public mutating func apply(toml text: String, source: String) throws {
        let root: TOMLTable
        do {
            root = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw SettingsError(
                key: nil, source: source,
                message: "not valid TOML at line \(error.source.begin.line): \(error.description)"
            )
        }
        for section in root.keys.sorted() {
            guard let keys = Self.tomlKeys[section] else {
                throw SettingsError(key: section, source: source, message: "unknown table; see Config/larder.toml")
            }
            guard let table = root[section]?.table else {
                throw SettingsError(key: section, source: source, message: "must be a table, e.g. [\(section)]")
            }
            for key in table.keys.sorted() {
                let name = "\(section).\(key)"
                guard let setter = keys[key] else {
                    let known = keys.keys.sorted().joined(separator: ", ")
                    throw SettingsError(key: name, source: source, message: "unknown key; [\(section)] has \(known)")
                }
                guard let value = table[key] else { continue }
                try setter(&self, SettingValue(value: value, key: name, source: source))
            }
        }
        // A first reading set in languages not configured would silently read in all of them. (The default,
        // "eng", is simply not used with languages that lack it.)
        let configured = Set(ocr.languages.split(separator: "+"))
        guard root["ocr"]?.table?["first_reading_languages"] == nil
            || Set(ocr.firstReadingLanguages.split(separator: "+")).isSubset(of: configured)
        else {
            throw SettingsError(
                key: "ocr.first_reading_languages", source: source,
                message: "must be among ocr.languages (\(ocr.languages)), e.g. \"eng\"")
        }
    }

    private typealias Setter = @Sendable (inout DaemonSettings, SettingValue) throws -> Void

    private static let tomlKeys: [String: [String: Setter]] = [
        "storage": [
            "database": { $0.storage.database = try $1.path() },
            "data_dir": { $0.storage.dataDirectory = try $1.path() },
        ],
        "folders": [
            "inbox": { $0.folders.inbox = try $1.path() },
            "labels": { $0.folders.labels = try $1.path() },
            "archive": { $0.folders.archive = try $1.path() },
            "failed": { $0.folders.failed = try $1.path() },
            "duplicates": { $0.folders.duplicates = try $1.path() },
        ],
        "daemon": [
            "workers": { $0.daemon.workers = try $1.integer(in: 0...256) },
            "stable_seconds": { $0.daemon.stableSeconds = try $1.seconds(in: 0...3600) },
            "network_stable_seconds": { $0.daemon.networkStableSeconds = try $1.seconds(in: 0...3600) },
            "folder_stable_seconds": { $0.daemon.folderStableSeconds = try $1.seconds(in: 0...3600) },
            "rescan_seconds": { $0.daemon.rescanSeconds = try $1.seconds(in: 1...86_400) },
            "watch": { $0.daemon.watch = try $1.choice() },
            "poll_seconds": { $0.daemon.pollSeconds = try $1.seconds(in: 0.1...3600) },
            "duplicates": { $0.daemon.duplicates = try $1.choice() },
            "retry_base_seconds": { $0.daemon.retryBaseSeconds = try $1.seconds(in: 0.1...86_400) },
            "retry_max_seconds": { $0.daemon.retryMaxSeconds = try $1.seconds(in: 0.1...604_800) },
            "max_attempts": { $0.daemon.maxAttempts = try $1.integer(in: 1...1000) },
        ],
        "ocr": [
            "languages": { $0.ocr.languages = try $1.languages() },
            "first_reading_languages": { $0.ocr.firstReadingLanguages = try $1.languages() },
            "psm": { $0.ocr.psm = try $1.integer(in: 0...13) },
            "max_pixels": { $0.ocr.maxPixels = try $1.integer(in: 1...Int(Int32.max)) },
            "max_pages": { $0.ocr.maxPages = try $1.integer(in: 1...10_000) },
            "max_total_pixels": { $0.ocr.maxTotalPixels = try $1.integer(in: 1...Int(Int32.max)) },
            "worker_processes": { $0.ocr.inWorkerProcesses = try $1.boolean() },
            "seconds_per_image": { $0.ocr.secondsPerImage = try $1.seconds(in: 1...86_400) },
            "idle_seconds": { $0.ocr.idleSeconds = try $1.seconds(in: 0.1...86_400) },
        ],
        "extraction": [
            "backend": { $0.extraction.backend = try $1.choice() },
            "model": { $0.extraction.model = try $1.string() },
            "base_url": { $0.extraction.baseURL = try $1.string() },
            "chain": { $0.extraction.chain = try $1.backendChain() },
            "monthly_budget_usd": { $0.extraction.monthlyBudgetUSD = try $1.dollars() },
            "chain_timeout_seconds": { $0.extraction.chainTimeoutSeconds = try $1.seconds(in: 1...86_400) },
            "request_timeout_seconds": { $0.extraction.requestTimeoutSeconds = try $1.seconds(in: 1...86_400) },
            "max_output_tokens": { $0.extraction.maxOutputTokens = try $1.integer(in: 256...1_000_000) },
            "prices": { try $1.addPrices(to: &$0.extraction.prices) },
            "auto_add_foods": { $0.extraction.autoAddFoods = try $1.boolean() },
            "send_image": { $0.extraction.sendImage = try $1.choice() },
        ],
        "log": [
            "level": {
                $0.log.level = try $1.oneOf(["trace", "debug", "info", "notice", "warning", "error", "critical"])
            },
            "format": { $0.log.format = try $1.oneOf(["auto", "text", "json", "journal"]) },
        ],
        "backup": [
            "enabled": { $0.backup.isEnabled = try $1.boolean() },
            "keep": { $0.backup.keep = try $1.integer(in: 1...3650) },
            "folder": { $0.backup.folder = try $1.path() },
        ],
        "metrics": [
            "enabled": { $0.metrics.isEnabled = try $1.boolean() },
            "address": { $0.metrics.address = try $1.loopbackAddress() },
        ],
        "web": [
            "listen": { $0.web.listen = try $1.listeningAddress() },
            "token_file": { $0.web.tokenFile = try $1.path() },
            "max_upload_mb": { $0.web.maxUploadMegabytes = try $1.integer(in: 1...1_000) },
            "secure_cookies": { $0.web.secureCookies = try $1.boolean() },
        ],
    ]
}

/// One value from a settings source with the key and source it came from, so each check can say where it failed.
struct SettingValue {
    var value: any TOMLValueConvertible
    var key: String
    var source: String

    func failure(_ message: String) -> SettingsError {
        SettingsError(key: key, source: source, message: message)
    }

    func string() throws -> String {
        guard let string = value.string else { throw failure("must be a string in quotes") }
        return string
    }

    func path() throws -> String {
        let path = try string()
        guard !path.isEmpty else { throw failure("must not be empty") }
        return path
    }

    func integer(in range: ClosedRange<Int>) throws -> Int {
        guard let number = value.int else { throw failure("must be a whole number") }
        guard range.contains(number) else {
            throw failure("must be between \(range.lowerBound) and \(range.upperBound), not \(number)")
        }
        return number
    }

    func seconds(in range: ClosedRange<Double>) throws -> Double {
        guard let number = value.double ?? value.int.map(Double.init) else {
            throw failure("must be a number of seconds")
        }
        guard range.contains(number) else {
            throw failure("must be between \(range.lowerBound) and \(range.upperBound) seconds, not \(number)")
        }
        return number
    }

    func boolean() throws -> Bool {
        guard let flag = value.bool else { throw failure("must be true or false") }
        return flag
    }

    func oneOf(_ choices: [String]) throws -> String {
        let text = try string()
        guard choices.contains(text) else {
            throw failure("must be one of \(choices.map { "\"\($0)\"" }.joined(separator: ", ")), not \"\(text)\"")
        }
        return text
    }

    func choice<Choice: RawRepresentable & CaseIterable>() throws -> Choice where Choice.RawValue == String {
        let text = try oneOf(Choice.allCases.map(\.rawValue))
        guard let choice = Choice(rawValue: text) else { throw failure("unexpected value \"\(text)\"") }
        return choice
    }

    func languages() throws -> String {
        let text = try string()
        guard !text.isEmpty, !text.split(separator: "+", omittingEmptySubsequences: false).contains(where: \.isEmpty)
        else { throw failure("must be Tesseract language codes joined with '+', e.g. \"deu+eng\"") }
        return text
    }

    /// `IPv4:PORT` on any address; an empty string serves nothing.
    func listeningAddress() throws -> String? {
        let text = try string()
        guard !text.isEmpty else { return nil }
        let parts = text.split(separator: ":")
        var checked = in_addr()
        let host = parts.first.map { $0 == "localhost" ? "127.0.0.1" : String($0) } ?? ""
        guard parts.count == 2, let port = Int(parts[1]), (0...65_535).contains(port), inet_pton(AF_INET, host, &checked) == 1
        else { throw failure("must be IPv4:PORT, e.g. \"127.0.0.1:8470\" (or \"0.0.0.0:8470\" behind a TLS proxy)") }
        return text
    }

    /// `HOST:PORT` on a loopback address: metrics are never exposed to the network by accident. IPv4 only, as
    /// the metrics server is.
    func loopbackAddress() throws -> String {
        let text = try string()
        guard let colon = text.lastIndex(of: ":"), let port = Int(text[text.index(after: colon)...]),
            (1...65_535).contains(port)
        else { throw failure("must be HOST:PORT, e.g. \"127.0.0.1:9464\"") }
        let host = String(text[..<colon])
        guard ["127.0.0.1", "localhost"].contains(host) else {
            throw failure("must be the IPv4 loopback address (127.0.0.1 or localhost), not \"\(host)\"")
        }
        return text
    }
}
