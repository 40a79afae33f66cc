/// A person the household's food is bought for; their body and habits set the daily targets.
public struct HouseholdMember: Sendable, Hashable, Codable, Identifiable {
    public var id: Int64?
    public var name: String
    public var age: Int
    public var sex: Sex
    public var weightKg: Double
    public var heightCm: Double
    public var activity: ActivityLevel
    public var diet: DietType

    public init(
        id: Int64? = nil, name: String, age: Int, sex: Sex, weightKg: Double, heightCm: Double,
        activity: ActivityLevel = .moderate, diet: DietType = .standard
    ) {
        self.id = id
        self.name = name
        self.age = age
        self.sex = sex
        self.weightKg = weightKg
        self.heightCm = heightCm
        self.activity = activity
        self.diet = diet
    }

    /// Sex as the Mifflin-St Jeor equation uses it.
    public enum Sex: String, Sendable, Hashable, Codable, CaseIterable {
        case female
        case male
    }
}
