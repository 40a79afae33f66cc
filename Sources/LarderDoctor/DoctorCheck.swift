/// One finding of `larder doctor`: what was checked, how it stands, and what to do about it.
public struct DoctorCheck: Sendable, Equatable, Encodable {
    /// How a check came out.
    public enum Status: String, Sendable, Encodable, Comparable {
        /// Nothing to do.
        case ok
        /// Larder works, but worse or not for long.
        case warn
        /// Larder cannot work this way; `larder doctor` exits 1.
        case fail

        public static func < (lhs: Status, rhs: Status) -> Bool {
            let order: [Status] = [.ok, .warn, .fail]
            return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
        }
    }

    /// A short name, e.g. `tesseract.languages`.
    public var name: String
    public var status: Status
    /// What was found, e.g. `5.3.0`.
    public var detail: String
    /// What to do when the status is not `ok`.
    public var advice: String?

    public init(_ name: String, _ status: Status, _ detail: String, advice: String? = nil) {
        self.name = name
        self.status = status
        self.detail = detail
        self.advice = advice
    }

    private enum CodingKeys: String, CodingKey { case name, status, detail, advice }

    /// Encodes a missing advice as `null`, as Larder's other JSON does, rather than leaving it out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(status, forKey: .status)
        try container.encode(detail, forKey: .detail)
        try container.encode(advice, forKey: .advice)
    }
}
