import Foundation
import LarderCore
import LarderStore

/// Small, hand-made readings for store tests: the store is tested on its own, without OCR.
enum StoreFixtures {
    static func reading(sha256: String, itemText: String = "BANANEN") -> ReceiptReading {
        let ocr = RecognizedText(
            text: "ALDI SÜD\nBANANEN 1,53 A\nH-MILCH 3,5% 1L 1,49 A\nSUMME 3,02",
            confidence: 88,
            seconds: 0.5,
            pages: 1,
            words: [
                RecognizedWord(
                    text: "ALDI", confidence: 91, box: BoundingBox(x: 10, y: 5, width: 60, height: 20), page: 0,
                    line: 0
                ),
            ]
        )
        let extraction = ExtractedReceipt(
            store: StoreInfo(name: "ALDI SÜD", address: "Musterstraße 12, 80331 München"),
            date: ReceiptDate(year: 2024, month: 3, day: 15),
            currency: "EUR",
            totalCents: 302,
            items: [
                ExtractedItem(
                    name: "bananas", originalText: itemText, quantity: 1, grams: 512, gramsSource: .stated,
                    priceCents: 153, category: .produce
                ),
                ExtractedItem(
                    name: "UHT milk", originalText: "H-MILCH 3,5% 1L", quantity: 1, grams: 1000, gramsSource: .stated,
                    priceCents: 149, category: .dairy
                ),
            ]
        )
        return ReceiptReading(
            sha256: sha256, originalName: "receipt.jpg", storedPath: "/tmp/receipt.jpg", ocr: ocr, backend: "offline",
            model: "rules-1", startedAt: Date(), finishedAt: Date(), extraction: extraction, status: .done,
            reviewReason: nil
        )
    }
}
