import Foundation
import LarderCore

/// A model's answer in the shape of ``ReceiptSchema``, before it is trusted.
struct ReceiptReply: Sendable, Hashable, Decodable {
    struct Item: Sendable, Hashable, Decodable {
        var originalText: String
        var name: String
        var quantity: Double?
        var grams: Double?
        var gramsSource: String?
        var price: Double
        var category: String
        var foodId: Int64?

        enum CodingKeys: String, CodingKey {
            case name, quantity, grams, price, category
            case originalText = "original_text"
            case gramsSource = "grams_source"
            case foodId = "food_id"
        }

        // Strict schemas require every property, null or not; synthesized decoding would let one go missing.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            originalText = try container.decode(String.self, forKey: .originalText)
            name = try container.decode(String.self, forKey: .name)
            quantity = try container.decode(Double?.self, forKey: .quantity)
            grams = try container.decode(Double?.self, forKey: .grams)
            gramsSource = try container.decode(String?.self, forKey: .gramsSource)
            price = try container.decode(Double.self, forKey: .price)
            category = try container.decode(String.self, forKey: .category)
            foodId = try container.decode(Int64?.self, forKey: .foodId)
        }
    }

    var store: String?
    var address: String?
    var date: String?
    var currency: String?
    var total: Double?
    var items: [Item]

    private enum CodingKeys: String, CodingKey {
        case store, address, date, currency, total, items
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        store = try container.decode(String?.self, forKey: .store)
        address = try container.decode(String?.self, forKey: .address)
        date = try container.decode(String?.self, forKey: .date)
        currency = try container.decode(String?.self, forKey: .currency)
        total = try container.decode(Double?.self, forKey: .total)
        items = try container.decode([Item].self, forKey: .items)
    }

    /// Decodes a reply, saying in plain words what does not fit the schema.
    /// - Throws: ``ReplyProblem`` quoting the first violation.
    static func decode(_ data: Data) throws -> ReceiptReply {
        do {
            return try JSONDecoder().decode(ReceiptReply.self, from: data)
        } catch let error as DecodingError {
            throw ReplyProblem(schemaViolation: error)
        } catch {
            throw ReplyProblem("the reply is not valid JSON")
        }
    }

    /// The reply as Larder's receipt type, or the problems that forbid trusting it.
    func receipt() -> (receipt: ExtractedReceipt, problems: [String]) {
        var problems: [String] = []
        var parsedDate: ReceiptDate?
        if let date {
            parsedDate = ReceiptDate(iso: date)
            if parsedDate == nil { problems.append("date '\(date)' is not a real YYYY-MM-DD date") }
        }
        let extracted = items.map { item -> ExtractedItem in
            let category = FoodCategory(rawValue: item.category)
            if category == nil { problems.append("category '\(item.category)' of '\(item.name)' is not allowed") }
            return ExtractedItem(
                name: item.name, originalText: item.originalText, quantity: item.quantity, grams: item.grams,
                gramsSource: item.grams == nil ? nil : item.gramsSource.flatMap(GramsSource.init(rawValue:)),
                priceCents: Money.cents(fromAmount: item.price), category: category, chosenFoodId: item.foodId
            )
        }
        let receipt = ExtractedReceipt(
            store: StoreInfo(name: store, address: address), date: parsedDate, currency: currency?.uppercased(),
            totalCents: total.map(Money.cents(fromAmount:)), items: extracted
        )
        return (receipt, problems + ReplyArithmetic.problems(in: receipt))
    }
}

/// Why a model's reply cannot be trusted as it is, in words the model can act on in a repair request.
struct ReplyProblem: Error, Sendable, Hashable {
    var message: String

    init(_ message: String) {
        self.message = message
    }

    init(schemaViolation error: DecodingError) {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
            return keys.isEmpty ? "the reply" : keys.joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, let context):
            message = "\(path(context)) lacks the required property '\(key.stringValue)'"
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            message = "\(path(context)) must be \(type)"
        case .dataCorrupted(let context):
            message = context.codingPath.isEmpty ? "the reply is not valid JSON" : "\(path(context)) is malformed"
        @unknown default:
            message = "the reply does not match the schema"
        }
    }
}
