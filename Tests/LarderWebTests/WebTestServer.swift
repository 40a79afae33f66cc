import AsyncHTTPClient
import Foundation
import LarderCore
import LarderPipeline
import LarderStore
import LarderTestSupport
import Logging
import NIOCore
import NIOHTTP1

@testable import LarderWeb

/// A real web server on a loopback port over a real SQLite file and inbox folder, and a client that talks to it.
struct WebTestServer: Sendable {
    static let token = "test-token-0123456789abcdef0123"

    let folder: TemporaryDirectory
    let database: LarderDatabase
    let inbox: String
    let port: Int
    let client: HTTPClient

    /// Runs `body` against a fresh server, then stops it.
    static func with<Value: Sendable>(
        configure: @Sendable (inout WebConfiguration) -> Void = { _ in },
        _ body: @Sendable (WebTestServer) async throws -> Value
    ) async throws -> Value {
        let folder = try TemporaryDirectory()
        let database = try LarderDatabase.open(atPath: folder.path("larder.sqlite"))
        let inbox = folder.path("inbox")
        try FileManager.default.createDirectory(atPath: inbox, withIntermediateDirectories: true)
        var configuration = WebConfiguration(
            address: "127.0.0.1:0", token: WebToken(value: token, source: "test"), inboxFolder: inbox,
            failedSignInDelay: .milliseconds(50))
        configure(&configuration)
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        // Quiet: stopping the server at the end of each test is no error worth printing.
        var logger = Logger(label: "larder.web.test")
        logger.logLevel = .critical
        let server = try WebServer(
            configuration: configuration, database: database, health: { true }, metrics: { "larder_test 1\n" },
            logger: logger, onListening: { continuation.yield($0) })
        let task = Task { try await server.run() }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { throw CancellationError() }
        let client = HTTPClient(
            eventLoopGroupProvider: .singleton, configuration: .init(redirectConfiguration: .disallow))
        let test = WebTestServer(folder: folder, database: database, inbox: inbox, port: port, client: client)
        do {
            let value = try await body(test)
            try await client.shutdown()
            task.cancel()
            _ = await task.result
            return value
        } catch {
            try? await client.shutdown()
            task.cancel()
            _ = await task.result
            throw error
        }
    }

    /// What came back: status, headers and the body as text.
    struct Answer: Sendable {
        var status: Int
        var headers: HTTPHeaders
        var body: String

        var json: [String: Any] {
            (try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]) ?? [:]
        }
    }

    /// Sends one request; `token` adds the Bearer header, `cookie` a session cookie.
    func send(
        _ method: HTTPMethod, _ path: String, token: String? = WebTestServer.token, cookie: String? = nil,
        headers: [(String, String)] = [], body: [UInt8]? = nil
    ) async throws -> Answer {
        var request = HTTPClientRequest(url: "http://127.0.0.1:\(port)\(path)")
        request.method = method
        if let token { request.headers.add(name: "Authorization", value: "Bearer \(token)") }
        if let cookie { request.headers.add(name: "Cookie", value: cookie) }
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        if let body { request.body = .bytes(ByteBuffer(bytes: body)) }
        // Generous: the OCR tests load the machine while these run, and a slow answer is not a wrong one.
        let response = try await client.execute(request, timeout: .seconds(300))
        let bytes = try await response.body.collect(upTo: 16 << 20)
        return Answer(status: Int(response.status.code), headers: response.headers, body: String(buffer: bytes))
    }

    /// Signs in at `/login` and returns the session cookie, `name=value`.
    func signIn() async throws -> String {
        let answer = try await send(
            .POST, "/login", token: nil, headers: [("Content-Type", "application/x-www-form-urlencoded")],
            body: Array("token=\(WebTestServer.token)".utf8))
        guard let cookie = answer.headers["Set-Cookie"].first?.split(separator: ";").first else {
            throw WebTestError(message: "signing in gave no cookie: \(answer.status) \(answer.body)")
        }
        return String(cookie)
    }

    /// Posts a URL-encoded form with the session cookie, as a browser's form does.
    func postForm(_ path: String, cookie: String, _ body: String) async throws -> Answer {
        try await send(
            .POST, path, token: nil, cookie: cookie, headers: [("Content-Type", "application/x-www-form-urlencoded")],
            body: Array(body.utf8))
    }

    /// The value of the first field `name` on a page, or the first after `anchor` (one item's form).
    static func field(_ name: String, in page: String, after anchor: String? = nil) throws -> String {
        var from = page.startIndex
        if let anchor {
            guard let found = page.range(of: anchor) else { throw WebTestError(message: "no \(anchor) on the page") }
            from = found.upperBound
        }
        guard let start = page.range(of: "name=\"\(name)\" value=\"", range: from..<page.endIndex)?.upperBound else {
            throw WebTestError(message: "no field \(name) on the page")
        }
        return String(page[start...].prefix { $0 != "\"" })
    }

    /// A multipart form of files (all in fields named `file`) and text fields.
    static func multipart(files: [[UInt8]], fields: [String: String] = [:], fileName: String = "receipt.jpg")
        -> (contentType: String, body: [UInt8])
    {
        let boundary = "larder-test-boundary-7f3a"
        var body: [UInt8] = []
        for (name, value) in fields {
            body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
        }
        for file in files {
            body += Array(
                ("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(fileName)\"\r\n"
                    + "Content-Type: application/octet-stream\r\n\r\n").utf8)
            body += file + Array("\r\n".utf8)
        }
        body += Array("--\(boundary)--\r\n".utf8)
        return ("multipart/form-data; boundary=\(boundary)", body)
    }

    /// The files in the inbox, hidden ones too.
    func inboxFiles() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: inbox)) ?? []).sorted()
    }

    /// Stores a trip with the given items (name, printed text, cents) and returns its id.
    @discardableResult
    func storeTrip(
        store: String, date: String, items: [(String, String, Int)], category: FoodCategory = .dairy,
        needsReview reason: String? = nil, storedPath: String? = nil, ocrText: String = ""
    ) throws -> Int64 {
        let extraction = ExtractedReceipt(
            store: StoreInfo(name: store, address: "Hauptstraße 1, 33100 Paderborn"), date: ReceiptDate(iso: date),
            currency: "EUR", totalCents: items.map(\.2).reduce(0, +),
            items: items.map { ExtractedItem(name: $0.0, originalText: $0.1, priceCents: $0.2, category: category) })
        let saved = try database.save(
            ReceiptReading(
                sha256: storedPath.flatMap(Self.sha256) ?? UUID().uuidString,
                originalName: "\(store).jpg",
                storedPath: storedPath ?? folder.path("gone-\(UUID().uuidString).jpg"),
                ocr: RecognizedText(text: ocrText, confidence: 90, seconds: 0, pages: 1, words: []), backend: "offline",
                model: "test", startedAt: Date(), finishedAt: Date(), extraction: extraction,
                status: reason == nil ? .done : .needsReview, reviewReason: reason))
        return saved.tripId
    }
}

extension WebTestServer {
    /// A receipt's identity as the pipeline takes it: the file's hash, or a folder's pages' hashes hashed.
    static func sha256(_ path: String) -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
        return isFolder.boolValue
            ? ContentHash.sha256(ofPagesAt: ReceiptFolder.pages(ofFolder: path))
            : ContentHash.sha256(ofFileAt: path)
    }
}

struct WebTestError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
