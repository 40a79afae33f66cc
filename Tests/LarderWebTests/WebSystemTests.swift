import Foundation
import LarderCore
import LarderTestSupport
import Testing

@testable import LarderWeb

/// `/system`: the backend chain, usage, version, and the files that could not be read, each read again on a click.
@Suite struct WebSystemTests {
    @Test func aFailedFileIsListedWithItsReasonAndGoesBackToTheInbox() async throws {
        let failed = try TemporaryDirectory()
        try await WebTestServer.with(configure: { configuration in
            configuration.system = SystemFacts(
                backends: ["claude", "offline"], failedFolder: failed.url.path, databasePath: nil)
        }) { server in
            // Given a file the daemon could not read, with its note, and a link someone put beside it
            _ = try failed.write(Data("not an image".utf8), to: "scan.jpg")
            _ = try failed.write(Data("scan.jpg: the file is no image Larder reads\n".utf8), to: "scan.jpg.error.txt")
            try FileManager.default.createSymbolicLink(atPath: failed.path("link.jpg"), withDestinationPath: "/etc/passwd")
            let cookie = try await server.signIn()

            // When the system page is opened / Then it lists the file with its reason, the backends and the version
            let page = try await server.send(.GET, "/system", token: nil, cookie: cookie)
            #expect(page.status == 200)
            #expect(page.body.contains("scan.jpg") && page.body.contains("no image Larder reads"))
            #expect(!page.body.contains("link.jpg"))
            #expect(page.body.contains("claude → offline") && page.body.contains(LarderVersion.current))
            #expect(page.body.contains("No model calls this month."))

            // And "Read again" puts it back in the inbox, its note gone
            let csrf = try WebTestServer.field("csrf", in: page.body)
            let retried = try await server.postForm("/failed/retry", cookie: cookie, "csrf=\(csrf)&name=scan.jpg")
            #expect(retried.status == 303)
            #expect(server.inboxFiles() == ["scan.jpg"])
            #expect(!FileManager.default.fileExists(atPath: failed.path("scan.jpg.error.txt")))

            // And nothing but a failed file's own name is moved: not a link, not a path, not a note
            for name in ["link.jpg", "..%2Fx", "scan.jpg", ".hidden", "scan.jpg.error.txt"] {
                let refused = try await server.postForm("/failed/retry", cookie: cookie, "csrf=\(csrf)&name=\(name)")
                #expect(refused.status == 404, "\(name)")
            }
            #expect(server.inboxFiles() == ["scan.jpg"])
        }
    }
}
