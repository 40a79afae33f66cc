/// How active a person is, with the factor that turns resting energy into daily energy.
public enum ActivityLevel: String, Sendable, Hashable, Codable, CaseIterable {
    case sedentary
    case light
    case moderate
    case active
    case veryActive = "very-active"

    /// The physical activity level (PAL) multipliers commonly paired with Mifflin-St Jeor
    /// (FAO/WHO/UNU 2004 ranges; the same five steps as most clinical calculators).
    public var factor: Double {
        switch self {
        case .sedentary: 1.2
        case .light: 1.375
        case .moderate: 1.55
        case .active: 1.725
        case .veryActive: 1.9
        }
    }
}
