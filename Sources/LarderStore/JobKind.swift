/// What an inbox file is: a receipt to store as a trip, or a nutrition label to store as a food.
public enum JobKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// From the inbox; becomes a grocery trip.
    case receipt
    /// From the labels folder; becomes a food with `source = "label"`.
    case label
}
