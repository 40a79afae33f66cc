import Foundation
import LarderStore
import LarderTestSupport
import Testing

/// A receipt's own file beside its items, served by the receipt's id only.
@Suite struct WebReceiptImageTests {
    @Test func aTripShowsItsReceiptAndTheImageIsServedByTheReceiptsId() async throws {
        try await WebTestServer.with { server in
            // Given a trip whose receipt photo is where it was read from
            let photo = try Data(contentsOf: URL(fileURLWithPath: Fixtures.testReceipt("penny-01.jpg")))
            let path = try server.folder.write(photo, to: "penny.jpg")
            let tripId = try server.storeTrip(
                store: "Penny", date: "2026-03-07", items: [("milk", "MILCH", 99)], storedPath: path)
            let receiptId = try server.database.trip(id: tripId).trip.receiptId

            // When the image is asked for by the receipt's id / Then it is the photo, as a JPEG
            let image = try await server.send(.GET, "/receipts/\(receiptId)/image")
            #expect(image.status == 200)
            #expect(image.headers["Content-Type"].first == "image/jpeg")
            #expect(Int(image.headers["Content-Length"].first ?? "") == photo.count)
            // And the trip's page shows it, opening it whole when tapped
            let signIn = try await server.send(
                .POST, "/login", token: nil, headers: [("Content-Type", "application/x-www-form-urlencoded")],
                body: Array("token=\(WebTestServer.token)".utf8))
            let cookie = String(try #require(signIn.headers["Set-Cookie"].first).split(separator: ";")[0])
            let page = try await server.send(.GET, "/trips/\(tripId)", token: nil, cookie: cookie)
            #expect(page.body.contains("<img src=\"/receipts/\(receiptId)/image\""))
        }
    }

    @Test func aLinkOrAnotherFileAtTheReceiptsPathIsNotServed() async throws {
        try await WebTestServer.with { server in
            // Given a receipt read through a link, and one whose path now holds another photo
            let other = try Data(contentsOf: URL(fileURLWithPath: Fixtures.testReceipt("netto-01.jpg")))
            let linked = server.folder.path("linked.jpg")
            try FileManager.default.createSymbolicLink(atPath: linked, withDestinationPath: Fixtures.testReceipt("penny-01.jpg"))
            // (another photo than the linked one: two receipts of the same content would be one receipt)
            let replaced = try server.folder.write(
                try Data(contentsOf: URL(fileURLWithPath: Fixtures.testReceipt("lidl-01.jpg"))), to: "replaced.jpg")
            let first = try server.storeTrip(store: "A", date: "2026-03-11", items: [("a", "A", 1)], storedPath: linked)
            let second = try server.storeTrip(store: "B", date: "2026-03-12", items: [("b", "B", 1)], storedPath: replaced)
            try other.write(to: URL(fileURLWithPath: replaced))

            // When their images are asked for / Then neither is served: not this receipt's file
            for tripId in [first, second] {
                let receiptId = try server.database.trip(id: tripId).trip.receiptId
                #expect(try await server.send(.GET, "/receipts/\(receiptId)/image").status == 404)
            }
        }
    }

    @Test func aReceiptWhoseFileIsGoneSaysSo() async throws {
        try await WebTestServer.with { server in
            let tripId = try server.storeTrip(store: "Netto", date: "2026-03-08", items: [("eggs", "EIER", 199)])
            let receiptId = try server.database.trip(id: tripId).trip.receiptId
            let image = try await server.send(.GET, "/receipts/\(receiptId)/image")
            #expect(image.status == 404 && image.body.contains("no longer in the archive"))
        }
    }

    @Test func aTIFFIsOfferedAsADownloadAndPathsNeverReachTheFileSystem() async throws {
        try await WebTestServer.with { server in
            let tiff = try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("Fixtures/two-pages-40x30-50x20.tif"))
            let path = try server.folder.write(tiff, to: "scan.tif")
            let tripId = try server.storeTrip(store: "Kaufland", date: "2026-03-09", items: [("tea", "TEE", 149)], storedPath: path)
            let receiptId = try server.database.trip(id: tripId).trip.receiptId
            let download = try await server.send(.GET, "/receipts/\(receiptId)/image")
            #expect(download.status == 200)
            #expect(download.headers["Content-Disposition"].first?.hasPrefix("attachment") == true)
            for odd in ["/receipts/..%2F..%2Fetc%2Fpasswd/image", "/receipts/0/image", "/receipts/abc/image", "/receipts/99/image"] {
                #expect(try await server.send(.GET, odd).status == 404, "\(odd)")
            }
        }
    }
}

/// A receipt read from a folder of pages shows every page, each served by the receipt's id and its number.
@Suite struct WebReceiptPagesTests {
    @Test func everyPageOfAFolderReceiptIsShownAndServed() async throws {
        try await WebTestServer.with { server in
            // Given a trip read from a folder of two photos
            let folder = server.folder.path("long-receipt")
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let pages = try ["penny-01.jpg", "rewe-01.jpg"].map {
                try Data(contentsOf: URL(fileURLWithPath: Fixtures.testReceipt($0)))
            }
            for (index, page) in pages.enumerated() {
                try page.write(to: URL(fileURLWithPath: folder + "/page-\(index + 1).jpg"))
            }
            let tripId = try server.storeTrip(
                store: "Penny", date: "2026-03-07", items: [("milk", "MILCH", 99)], storedPath: folder)
            let receiptId = try server.database.trip(id: tripId).trip.receiptId

            // Then the trip's page shows both pages
            let cookie = try await server.signIn()
            let page = try await server.send(.GET, "/trips/\(tripId)", token: nil, cookie: cookie)
            #expect(page.body.contains("<img src=\"/receipts/\(receiptId)/image?page=0\""))
            #expect(page.body.contains("<img src=\"/receipts/\(receiptId)/image?page=1\""))

            // And each is served whole, in order; a page past the last, or a folder changed since, is not
            for (index, bytes) in pages.enumerated() {
                let image = try await server.send(.GET, "/receipts/\(receiptId)/image?page=\(index)")
                #expect(image.status == 200 && Int(image.headers["Content-Length"].first ?? "") == bytes.count)
            }
            #expect(try await server.send(.GET, "/receipts/\(receiptId)/image?page=2").status == 404)
            #expect(try await server.send(.GET, "/receipts/\(receiptId)/image?page=-1").status == 404)
            try Data("another page".utf8).write(to: URL(fileURLWithPath: folder + "/page-3.jpg"))
            #expect(try await server.send(.GET, "/receipts/\(receiptId)/image?page=0").status == 404)
        }
    }
}
