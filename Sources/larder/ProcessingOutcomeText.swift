import Foundation
import LarderCore
import LarderPipeline

/// The human-readable form of one processed file, for a terminal.
enum ProcessingOutcomeText {
    static func render(_ outcome: ProcessingOutcome) -> String {
        var lines = [headline(outcome)]
        guard let extraction = outcome.extraction else { return lines.joined(separator: "\n") }
        let currency = extraction.currency ?? ""
        var summary: [String] = [extraction.store.name ?? "unknown store"]
        if let address = extraction.store.address { summary.append(address) }
        summary.append(extraction.date?.iso ?? "no date")
        summary.append(extraction.totalCents.map { "total \(amount($0)) \(currency)" } ?? "no total")
        lines.append("  " + summary.joined(separator: " · "))
        let nameWidth = min(40, extraction.items.map(\.name.count).max() ?? 0)
        for (position, item) in extraction.items.enumerated() {
            let grams = item.grams.map { "\(Int($0.rounded())) g" } ?? ""
            let link = position < outcome.foodLinks.count ? outcome.foodLinks[position] : nil
            let food = link.map { "→ \($0.foodName) (\(Int(($0.confidence * 100).rounded()))%)" } ?? ""
            lines.append(
                "    " + pad(item.name, nameWidth) + "  " + pad(grams, 8, right: true) + "  "
                    + pad(amount(item.priceCents), 8, right: true) + "  " + pad(item.category?.rawValue ?? "", 14)
                    + food
            )
        }
        for reason in outcome.reviewReasons {
            lines.append("  ! \(reason)")
        }
        return lines.joined(separator: "\n")
    }

    private static func headline(_ outcome: ProcessingOutcome) -> String {
        var parts = ["\(outcome.file): \(outcome.status.rawValue)"]
        if let receiptId = outcome.receiptId { parts.append("receipt \(receiptId)") }
        if let tripId = outcome.tripId { parts.append("trip \(tripId)") }
        if let duplicateOf = outcome.duplicateOf { parts.append("same image as receipt \(duplicateOf)") }
        if let ocr = outcome.ocr {
            parts.append("OCR confidence \(Int(ocr.confidence.rounded())) in \(String(format: "%.1f", ocr.seconds)) s")
        }
        if let error = outcome.error { parts.append(error) }
        return parts.joined(separator: " — ")
    }

    private static func amount(_ cents: Int) -> String {
        String(format: "%.2f", Money.amount(fromCents: cents))
    }

    private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let clipped = text.count > width ? String(text.prefix(width - 1)) + "…" : text
        let padding = String(repeating: " ", count: max(0, width - clipped.count))
        return right ? padding + clipped : clipped + padding
    }
}
