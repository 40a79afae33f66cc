import AsyncHTTPClient
import Foundation
import LarderTestSupport
import NIOCore
import Testing

/// The web app served by the built daemon: an upload over HTTP is read by the daemon's workers like a dropped
/// file, and the API then shows its trip.
@Suite(.serialized) struct DaemonWebTests {
    @Test func anUploadIsReadByTheDaemonAndItsTripIsServed() async throws {
        // Given a daemon serving the web app on a free loopback port
        let harness = try DaemonHarness(stableSeconds: 0.2, webListen: "127.0.0.1:0")
        let daemon = try harness.start()
        let port = try await offThePool { try harness.webPort(of: daemon) }
        // with its token created at the first start, readable by its owner only
        let tokenPath = harness.folder.path("data/web-token")
        let attributes = try FileManager.default.attributesOfItem(atPath: tokenPath)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let token = try String(contentsOfFile: tokenPath, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(token.count == 64)
        let client = HTTPClient(eventLoopGroupProvider: .singleton)

        // When a receipt photo is uploaded
        let photo = try Data(contentsOf: URL(fileURLWithPath: Fixtures.testReceipt("edeka-01.jpg")))
        let boundary = "daemon-web-test"
        var body = Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.jpg\"\r\n\r\n".utf8)
        body += photo + Data("\r\n--\(boundary)--\r\n".utf8)
        var upload = HTTPClientRequest(url: "http://127.0.0.1:\(port)/api/v1/receipts")
        upload.method = .POST
        upload.headers.add(name: "Authorization", value: "Bearer \(token)")
        upload.headers.add(name: "Content-Type", value: "multipart/form-data; boundary=\(boundary)")
        upload.body = .bytes(ByteBuffer(bytes: body))
        let accepted = try await client.execute(upload, timeout: .seconds(300))
        #expect(accepted.status.code == 202)
        let queued = try JSONSerialization.jsonObject(with: Data(try await accepted.body.collect(upTo: 1 << 16).readableBytesView))
        let jobId = try #require((queued as? [String: Any])?["jobId"] as? Int)

        // Then its job ends stored, with the trip it became
        var job: [String: Any] = [:]
        for _ in 0..<600 {
            job = try await get("/api/v1/jobs/\(jobId)", port: port, token: token, client: client)
            if ["done", "needs_review"].contains(job["state"] as? String) { break }
            try await Task.sleep(for: .milliseconds(200))
        }
        #expect(["done", "needs_review"].contains(job["state"] as? String), "\(job)\n\(daemon.log)")
        let tripId = try #require(job["tripId"] as? Int, "\(job)")
        let trip = try await get("/api/v1/trips/\(tripId)", port: port, token: token, client: client)
        #expect((trip["items"] as? [Any])?.isEmpty == false, "\(trip)")
        #expect((trip["store"] as? String)?.lowercased().contains("edeka") == true, "\(trip)")
        // And the photo left the inbox for the archive, like a dropped file, from where its trip's page shows it
        // (the job is done a moment before its file is moved and the move recorded)
        try await offThePool {
            try harness.waitUntil("the photo is archived", daemon: daemon) {
                harness.files(under: "archive").contains { $0.hasSuffix(".jpg") }
            }
        }
        let receiptId = try #require(trip["receiptId"] as? Int)
        var image = HTTPClientRequest(url: "http://127.0.0.1:\(port)/receipts/\(receiptId)/image")
        image.headers.add(name: "Authorization", value: "Bearer \(token)")
        var archived = try await client.execute(image, timeout: .seconds(300))
        for _ in 0..<50 where archived.status.code != 200 {
            try await Task.sleep(for: .milliseconds(100))
            archived = try await client.execute(image, timeout: .seconds(300))
        }
        #expect(archived.status.code == 200 && archived.headers["Content-Type"].first == "image/jpeg")
        #expect(try await archived.body.collect(upTo: 1 << 24).readableBytes == photo.count)
        // And the token was never written to the log
        #expect(!daemon.log.contains(token))
        try await client.shutdown()
        daemon.send(SIGTERM)
        #expect(try await offThePool { daemon.waitForExit() } == 0, "\(daemon.log)")
    }

    @Test func anAddressBeyondThisMachineIsServedWithAWarning() async throws {
        let harness = try DaemonHarness(webListen: "0.0.0.0:0")
        let daemon = try harness.start()
        _ = try await offThePool { try harness.webPort(of: daemon) }
        #expect(daemon.log.contains("TLS proxy"), "\(daemon.log)")
        daemon.send(SIGTERM)
        #expect(try await offThePool { daemon.waitForExit() } == 0, "\(daemon.log)")
    }

    @Test func aTakenPortStopsTheStartWithTheReason() async throws {
        // Given a port another daemon serves
        let first = try DaemonHarness(webListen: "127.0.0.1:0")
        let running = try first.start()
        let port = try await offThePool { try first.webPort(of: running) }

        // When a second daemon is told to serve on it / Then it exits with an error rather than serve without it
        let second = try DaemonHarness(webListen: "127.0.0.1:\(port)")
        let refused = try second.start()
        let status = try await offThePool { refused.waitForExit() }
        #expect(status != 0, "\(refused.log)")
        running.send(SIGTERM)
        #expect(try await offThePool { running.waitForExit() } == 0)
    }

    private func get(_ path: String, port: Int, token: String, client: HTTPClient) async throws -> [String: Any] {
        var request = HTTPClientRequest(url: "http://127.0.0.1:\(port)\(path)")
        request.headers.add(name: "Authorization", value: "Bearer \(token)")
        let response = try await client.execute(request, timeout: .seconds(300))
        let body = try await response.body.collect(upTo: 1 << 20)
        return (try JSONSerialization.jsonObject(with: Data(body.readableBytesView)) as? [String: Any]) ?? [:]
    }
}
