import Foundation
import LarderPipeline
import LarderStore
import LarderTestSupport
import Testing

/// `POST /api/v1/receipts`: a receipt becomes an inbox job exactly like a dropped file; anything the daemon would
/// not read is refused with a message, and nothing reaches the inbox.
@Suite struct WebUploadTests {
    private func receipt() throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: Fixtures.testReceipt("aldi-sued-01.jpg"))))
    }

    @Test func anUploadIsQueuedAsAJobOnAFileInTheInbox() async throws {
        try await WebTestServer.with { server in
            // Given a receipt photo sent as multipart field `file`, named like a path
            let bytes = try receipt()
            let form = WebTestServer.multipart(files: [bytes], fileName: "../../etc/passwd")

            // When it is uploaded
            let answer = try await server.send(
                .POST, "/api/v1/receipts", headers: [("Content-Type", form.contentType)], body: form.body)

            // Then it is accepted with its job's id
            #expect(answer.status == 202, "\(answer.body)")
            let jobId = try #require(answer.json["jobId"] as? Int)
            // And the file is in the inbox under a name of Larder's own, whole, and queued with its content's hash
            let files = server.inboxFiles()
            #expect(files.count == 1 && files[0].hasPrefix("upload-") && files[0].hasSuffix(".jpg"), "\(files)")
            let stored = URL(fileURLWithPath: server.inbox).appendingPathComponent(files[0]).path
            #expect(Array(try Data(contentsOf: URL(fileURLWithPath: stored))) == bytes)
            let job = try #require(try server.database.job(id: Int64(jobId)))
            #expect(job.sourcePath == stored && job.state == .queued)
            #expect(job.sha256 == ContentHash.sha256(of: Data(bytes)))
            // And the job answers its state
            let followed = try await server.send(.GET, "/api/v1/jobs/\(jobId)")
            #expect(followed.status == 200)
            #expect(followed.json["state"] as? String == "queued")
            #expect(followed.json.keys.sorted() == ["error", "id", "receiptId", "state", "tripId"])
        }
    }

    @Test func aPNGDeclaringAGigapixelIsRefusedBeforeItIsWritten() async throws {
        // Given a PNG whose header declares 100,000 × 100,000 pixels (a decompression bomb is this, compressed)
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        png += [0x00, 0x01, 0x86, 0xA0, 0x00, 0x01, 0x86, 0xA0, 8, 0, 0, 0, 0, 0, 0, 0, 0]
        try await expectRefusal(of: png, status: 415, saying: "100000×100000")
    }

    @Test func aPNGDeclaringMoreThanAnIntHoldsIsRefusedNotACrash() async throws {
        // 0xFFFFFFFF × 0xFFFFFFFF: the product overflows a 64-bit Int
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        png += [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 8, 0, 0, 0, 0, 0, 0, 0, 0]
        try await expectRefusal(of: png, status: 415, saying: "pixels")
    }

    @Test func textIsRefusedAsNoImage() async throws {
        try await expectRefusal(of: Array("hello, not a receipt".utf8), status: 415, saying: "no image or PDF")
    }

    @Test func anEmptyFileIsRefused() async throws {
        try await expectRefusal(of: [], status: 400, saying: "empty")
    }

    @Test func aDamagedImageWithoutASizeIsRefused() async throws {
        // A JPEG's first bytes and nothing after them
        try await expectRefusal(of: Array(try receipt().prefix(20)), status: 415, saying: "damaged")
    }

    @Test func aFileOverTheUploadLimitIsRefused() async throws {
        try await WebTestServer.with(configure: { $0.maxUploadBytes = 10_000 }) { server in
            let form = WebTestServer.multipart(files: [try receipt()])
            let answer = try await server.send(
                .POST, "/api/v1/receipts", headers: [("Content-Type", form.contentType)], body: form.body)
            #expect(answer.status == 413, "\(answer.body)")
            #expect((answer.json["error"] as? String)?.contains("10000") == true, "\(answer.body)")
            #expect(server.inboxFiles().isEmpty)
        }
    }

    @Test func aRequestThatIsNotMultipartSaysHowToSendTheFile() async throws {
        try await WebTestServer.with { server in
            let answer = try await server.send(
                .POST, "/api/v1/receipts", headers: [("Content-Type", "image/jpeg")], body: try receipt())
            #expect(answer.status == 400)
            #expect((answer.json["error"] as? String)?.contains("multipart/form-data") == true, "\(answer.body)")
            #expect(server.inboxFiles().isEmpty)
        }
    }

    private func expectRefusal(of file: [UInt8], status: Int, saying text: String) async throws {
        try await WebTestServer.with { server in
            let form = WebTestServer.multipart(files: [file])
            let answer = try await server.send(
                .POST, "/api/v1/receipts", headers: [("Content-Type", form.contentType)], body: form.body)
            #expect(answer.status == status, "\(answer.body)")
            #expect((answer.json["error"] as? String)?.contains(text) == true, "\(answer.body)")
            #expect(server.inboxFiles().isEmpty, "\(server.inboxFiles())")
            #expect(try server.database.jobSummary().queueDepth == 0)
        }
    }
}
