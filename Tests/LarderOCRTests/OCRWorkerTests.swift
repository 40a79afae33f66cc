import Foundation
import LarderCore
import LarderOCR
import Testing

struct OCRWorkerTests {
    @Test func readsPricesAndWordsFromAPNG() async throws {
        // Given a PNG of a short German receipt
        let worker = try Fixture.worker.get()

        // When it is recognised
        let result = try await worker.recognize(imageAt: Fixture.url("receipt.png"))

        // Then the shop, the articles and every price are in the text
        for expected in ["EDEKA", "Vollmilch", "Roggenbrot", "Bananen", "SUMME", "1,19", "2,49", "1,79", "5,47"] {
            #expect(result.text.contains(expected), "missing \(expected) in \(result.text)")
        }
        #expect(result.pages == 1)
        #expect(result.confidence > 70)
        #expect(result.seconds > 0)
    }

    @Test func wordsHaveBoxesInsideTheImageAndOneLinePerPrintedRow() async throws {
        // Given the 520×280 receipt PNG with five printed rows
        let worker = try Fixture.worker.get()

        // When it is recognised
        let result = try await worker.recognize(imageAt: Fixture.url("receipt.png"))

        // Then boxes lie inside the image, lines are numbered 0...4 top to bottom, and the text has one
        // row per line
        for word in result.words {
            #expect(word.box.x >= 0 && word.box.y >= 0 && word.box.width > 0 && word.box.height > 0)
            #expect(word.box.x + word.box.width <= 522 && word.box.y + word.box.height <= 282)
            #expect((0...100).contains(word.confidence))
            #expect(word.page == 0)
        }
        #expect(Set(result.words.map(\.line)) == [0, 1, 2, 3, 4])
        #expect(result.text.split(separator: "\n").count == 5)
        let total = try #require(result.words.first { $0.text == "5,47" })
        let bananas = try #require(result.words.first { $0.text == "Bananen" })
        #expect(total.line == 4 && bananas.line == 3)
        #expect(total.box.y > bananas.box.y && total.box.x > bananas.box.x)
    }

    @Test(arguments: ["receipt-exif6.jpg", "receipt-exif8.jpg"])
    func readsAnExifRotatedJPEGAsWellAsTheUprightOne(file: String) async throws {
        // Given a JPEG stored sideways with an EXIF orientation tag, and the same receipt upright
        let worker = try Fixture.worker.get()

        // When both are recognised
        let rotated = try await worker.recognize(imageAt: Fixture.url(file))
        let upright = try await worker.recognize(imageAt: Fixture.url("receipt.jpg"))

        // Then the rotated one reads the same rows as the upright one: the same row count and the same
        // first word on each row (the JPEG artefacts differ, so a smudged price may read differently)
        let rows = { (text: String) in text.split(separator: "\n").map { $0.split(separator: " ").first ?? "" } }
        #expect(rows(rotated.text) == rows(upright.text))
        #expect(rows(rotated.text) == ["EDEKA", "Vollmilch", "Roggenbrot", "Bananen", "SUMME"])
        #expect(rotated.text.contains("SUMME EUR 5,47"))
    }

    @Test func readsEveryPageOfAMultiPageTIFF() async throws {
        // Given a TIFF with two receipts as two pages
        let worker = try Fixture.worker.get()

        // When it is recognised
        let result = try await worker.recognize(imageAt: Fixture.url("two-pages.tif"))

        // Then both pages are read, each word knows its page, and lines keep counting across pages
        #expect(result.pages == 2)
        #expect(result.words.contains { $0.page == 0 && $0.text == "EDEKA" })
        #expect(result.words.contains { $0.page == 1 && $0.text == "LIDL" })
        let firstLineOfSecondPage = try #require(result.words.first { $0.page == 1 }?.line)
        #expect(firstLineOfSecondPage == (result.words.last { $0.page == 0 }?.line ?? -1) + 1)
        #expect(result.text.contains("5,47\n\nLIDL"))
    }

    @Test func readsAWebPImage() async throws {
        // Given the receipt as WebP
        let worker = try Fixture.worker.get()

        // When it is recognised
        let result = try await worker.recognize(imageAt: Fixture.url("receipt.webp"))

        // Then the total is read
        #expect(result.text.contains("SUMME EUR 5,47"))
    }

    @Test func readsImageDataHeldInMemory() async throws {
        // Given the bytes of the receipt PNG
        let worker = try Fixture.worker.get()
        let data = try Data(contentsOf: Fixture.url("receipt.png"))

        // When they are recognised under a name
        let result = try await worker.recognize(imageData: data, named: "upload.png")

        // Then the text is the same as from the file
        #expect(result.text.contains("Roggenbrot"))
    }
}
