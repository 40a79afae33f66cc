/// A value the API always writes, as `null` when there is none: the document promises every key, and Swift's
/// synthesized encoding would leave a missing optional out.
struct OrNull<Value: Encodable & Sendable>: Encodable, Sendable {
    let value: Value?

    init(_ value: Value?) {
        self.value = value
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let value { try container.encode(value) } else { try container.encodeNil() }
    }
}
