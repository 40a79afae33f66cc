import LarderCore
import LarderStore

extension HouseholdTargets {
    /// The targets reports compare against: the saved ones, else those computed from the members; `nil` for a
    /// household without members.
    public static func current(in database: LarderDatabase) throws -> DailyTargets? {
        try database.savedHouseholdTargets() ?? targets(for: try database.householdMembers())
    }

    /// Changes the current targets by hand and saves them as the user's, so reports use them until they are
    /// reset; the explanation keeps what they were edited from.
    /// - Returns: The saved targets; `nil` when there are none yet to change (no members, nothing saved).
    public static func edit(_ changes: TargetChanges, in database: LarderDatabase) throws -> DailyTargets? {
        guard var targets = try current(in: database) else { return nil }
        guard !changes.isEmpty else { return targets }
        targets.kcal = changes.kcal ?? targets.kcal
        targets.protein = changes.protein ?? targets.protein
        targets.carbohydrates = changes.carbohydrates ?? targets.carbohydrates
        targets.fat = changes.fat ?? targets.fat
        targets.saturatedFatMax = changes.saturatedFatMax ?? targets.saturatedFatMax
        targets.sugarMax = changes.sugarMax ?? targets.sugarMax
        targets.fibreMin = changes.fibreMin ?? targets.fibreMin
        targets.sodiumMaxMg = changes.sodiumMaxMg ?? targets.sodiumMaxMg
        targets.source = "user"
        targets.explanation = "Edited by hand from: " + targets.explanation
        try database.saveHouseholdTargets(targets)
        return targets
    }
}

/// Daily targets a person sets by hand; `nil` keeps the current value.
public struct TargetChanges: Sendable, Hashable {
    public var kcal: Double?
    public var protein: Double?
    public var carbohydrates: Double?
    public var fat: Double?
    public var saturatedFatMax: Double?
    public var sugarMax: Double?
    public var fibreMin: Double?
    public var sodiumMaxMg: Double?

    public init(
        kcal: Double? = nil, protein: Double? = nil, carbohydrates: Double? = nil, fat: Double? = nil,
        saturatedFatMax: Double? = nil, sugarMax: Double? = nil, fibreMin: Double? = nil, sodiumMaxMg: Double? = nil
    ) {
        self.kcal = kcal
        self.protein = protein
        self.carbohydrates = carbohydrates
        self.fat = fat
        self.saturatedFatMax = saturatedFatMax
        self.sugarMax = sugarMax
        self.fibreMin = fibreMin
        self.sodiumMaxMg = sodiumMaxMg
    }

    private var values: [Double?] {
        [kcal, protein, carbohydrates, fat, saturatedFatMax, sugarMax, fibreMin, sodiumMaxMg]
    }

    /// Whether nothing is changed.
    public var isEmpty: Bool { values.allSatisfy { $0 == nil } }

    /// Whether a value is below zero, which no target can be.
    public var hasNegative: Bool { values.contains { ($0 ?? 0) < 0 } }
}
