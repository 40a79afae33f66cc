import LarderCore
import LarderPipeline
import LarderStore

/// The `--json` form of one processed file. Unknown values are written as `null`, never left out,
/// so scripts can rely on every key being present.
struct ProcessingOutcomeJSON: Encodable {
    let outcome: ProcessingOutcome

    private enum Key: String, CodingKey {
        case file, sha256, status, error, receiptId, tripId, duplicateOf, ocr, store, date, currency, total
        case items, warnings, backend
    }

    private struct OCRSummary: Encodable {
        var confidence: Double
        var seconds: Double
    }

    private struct Store: Encodable {
        let store: StoreInfo

        private enum Key: String, CodingKey { case name, address }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(store.name, forKey: .name)
            try container.encode(store.address, forKey: .address)
        }
    }

    private struct Food: Encodable {
        let id: Int64
        let name: String
        let confidence: Double
    }

    private struct Item: Encodable {
        /// The stored item's id, for `larder items link`; `nil` for a duplicate's items.
        let id: Int64?
        let item: ExtractedItem
        let link: ItemFoodLink?

        private enum Key: String, CodingKey {
            case id, name, originalText, quantity, grams, gramsSource, price, category, food
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(id, forKey: .id)
            try container.encode(item.name, forKey: .name)
            try container.encode(item.originalText, forKey: .originalText)
            try container.encode(item.quantity, forKey: .quantity)
            try container.encode(item.grams.map { JSONOutput.rounded($0, places: 1) }, forKey: .grams)
            try container.encode(item.gramsSource, forKey: .gramsSource)
            try container.encode(Money.amount(fromCents: item.priceCents), forKey: .price)
            try container.encode(item.category, forKey: .category)
            try container.encode(
                link.map { Food(id: $0.foodId, name: $0.foodName, confidence: JSONOutput.rounded($0.confidence, places: 2)) },
                forKey: .food
            )
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        let extraction = outcome.extraction
        try container.encode(outcome.file, forKey: .file)
        try container.encode(outcome.sha256, forKey: .sha256)
        try container.encode(outcome.status, forKey: .status)
        try container.encode(outcome.error, forKey: .error)
        try container.encode(outcome.receiptId, forKey: .receiptId)
        try container.encode(outcome.tripId, forKey: .tripId)
        try container.encode(outcome.duplicateOf, forKey: .duplicateOf)
        try container.encode(
            outcome.ocr.map {
                OCRSummary(
                    confidence: JSONOutput.rounded($0.confidence, places: 1),
                    seconds: JSONOutput.rounded($0.seconds, places: 3)
                )
            },
            forKey: .ocr
        )
        try container.encode(extraction.map { Store(store: $0.store) }, forKey: .store)
        try container.encode(extraction?.date, forKey: .date)
        try container.encode(extraction?.currency, forKey: .currency)
        try container.encode(extraction?.totalCents.map(Money.amount(fromCents:)), forKey: .total)
        let items = (extraction?.items ?? []).enumerated().map { position, item in
            Item(
                id: position < outcome.itemIds.count ? outcome.itemIds[position] : nil, item: item,
                link: position < outcome.foodLinks.count ? outcome.foodLinks[position] : nil
            )
        }
        try container.encode(items, forKey: .items)
        try container.encode(outcome.reviewReasons, forKey: .warnings)
        try container.encode(outcome.backend, forKey: .backend)
    }
}
