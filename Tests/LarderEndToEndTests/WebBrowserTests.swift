import Foundation
import LarderTestSupport
import Testing

/// The web app in a real browser: headless Chromium driven by Selenium (Tests/WebChecks/browser_check.py)
/// against the built daemon, at a desktop size and at a 390 × 844 phone. Screenshots of every page are kept in
/// `.build/test-artefacts/web/`.
@Suite(.serialized) struct WebBrowserTests {
    @Test func aPersonSignsInAddsReceiptsAndSeesTheirTripsOnADesktopAndAPhone() async throws {
        let python = try WebTestTools.tool("python")
        // Given a daemon serving the web app
        let harness = try DaemonHarness(stableSeconds: 0.2, webListen: "127.0.0.1:0")
        let daemon = try harness.start()
        let port = try await offThePool { try harness.webPort(of: daemon) }
        let screenshots = Fixtures.packageRoot.appendingPathComponent(".build/test-artefacts/web").path

        // When a person goes through it in Chromium, once on each screen
        let script = Fixtures.packageRoot.appendingPathComponent("Tests/WebChecks/browser_check.py").path
        let (status, output) = try await offThePool {
            try WebTestTools.run(
                python,
                [
                    script, "--url", "http://127.0.0.1:\(port)", "--token", try harness.webToken(),
                    "--receipts", Fixtures.testReceipt("lidl-01.jpg"), Fixtures.testReceipt("rewe-01.jpg"),
                    "--screenshots", screenshots,
                ], environment: ["SE_AVOID_STATS": "true"])
        }

        // Then every step held on both, and a screenshot of each page was kept
        #expect(status == 0, "\(output)\n\(daemon.log.suffix(3000))")
        let shots = (try? FileManager.default.contentsOfDirectory(atPath: screenshots)) ?? []
        for page in [
            "login", "home", "home-with-trip", "trip", "item-form", "analysis-after-correction", "analysis", "trips",
        ] {
            #expect(shots.contains("desktop-\(page).png") && shots.contains("phone-\(page).png"), "\(page): \(shots)")
        }
        daemon.send(SIGTERM)
        #expect(try await offThePool { daemon.waitForExit() } == 0, "\(daemon.log)")
    }

    @Test func twoPhonesOnOneShoppingListSeeEachOthersChecks() async throws {
        let python = try WebTestTools.tool("python")
        // Given a daemon serving the web app
        let harness = try DaemonHarness(stableSeconds: 0.2, webListen: "127.0.0.1:0")
        let daemon = try harness.start()
        let port = try await offThePool { try harness.webPort(of: daemon) }
        let screenshots = Fixtures.packageRoot.appendingPathComponent(".build/test-artefacts/web").path

        // When two phones open one list and each checks an item
        let script = Fixtures.packageRoot.appendingPathComponent("Tests/WebChecks/list_sync_check.py").path
        let (status, output) = try await offThePool {
            try WebTestTools.run(
                python,
                [script, "--url", "http://127.0.0.1:\(port)", "--token", try harness.webToken(), "--screenshots", screenshots],
                environment: ["SE_AVOID_STATS": "true"])
        }

        // Then each phone showed the other's check, and the daemon still stops cleanly with both streams open
        #expect(status == 0, "\(output)\n\(daemon.log.suffix(3000))")
        print(output)
        let shots = (try? FileManager.default.contentsOfDirectory(atPath: screenshots)) ?? []
        #expect(shots.contains("list-after.png") && shots.contains("list-after-second-phone.png"), "\(shots)")
        daemon.send(SIGTERM)
        #expect(try await offThePool { daemon.waitForExit() } == 0, "\(daemon.log)")
    }
}
