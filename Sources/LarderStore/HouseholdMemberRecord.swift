import GRDB
import LarderCore

/// A household member as stored.
public struct HouseholdMemberRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "householdMember"

    public var id: Int64?
    public var name: String
    public var age: Int
    public var sex: HouseholdMember.Sex
    public var weightKg: Double
    public var heightCm: Double
    public var activity: ActivityLevel
    public var diet: DietType

    public init(_ member: HouseholdMember) {
        id = member.id
        name = member.name
        age = member.age
        sex = member.sex
        weightKg = member.weightKg
        heightCm = member.heightCm
        activity = member.activity
        diet = member.diet
    }

    /// The domain value this row stores.
    public var member: HouseholdMember {
        HouseholdMember(
            id: id, name: name, age: age, sex: sex, weightKg: weightKg, heightCm: heightCm, activity: activity,
            diet: diet)
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

/// The household's chosen daily targets as stored (one row, id 1).
struct HouseholdTargetRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "householdTarget"

    var id: Int64 = 1
    var kcal: Double
    var protein: Double
    var carbohydrates: Double
    var fat: Double
    var saturatedFatMax: Double
    var sugarMax: Double
    var fibreMin: Double
    var sodiumMaxMg: Double
    var source: String
    var explanation: String

    init(_ targets: DailyTargets) {
        kcal = targets.kcal
        protein = targets.protein
        carbohydrates = targets.carbohydrates
        fat = targets.fat
        saturatedFatMax = targets.saturatedFatMax
        sugarMax = targets.sugarMax
        fibreMin = targets.fibreMin
        sodiumMaxMg = targets.sodiumMaxMg
        source = targets.source
        explanation = targets.explanation
    }

    var targets: DailyTargets {
        DailyTargets(
            kcal: kcal, protein: protein, carbohydrates: carbohydrates, fat: fat, saturatedFatMax: saturatedFatMax,
            sugarMax: sugarMax, fibreMin: fibreMin, sodiumMaxMg: sodiumMaxMg, source: source,
            explanation: explanation)
    }
}
