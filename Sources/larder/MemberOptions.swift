import ArgumentParser
import LarderCore

/// A member's details as flags; all optional so that `edit` can change just one.
struct MemberOptions: ParsableArguments {
    @Option(help: "Age in years.")
    var age: UInt?

    @Option(help: "female or male.", transform: MemberOptions.choice)
    var sex: HouseholdMember.Sex?

    @Option(help: "Weight in kg.")
    var weight: Double?

    @Option(help: "Height in cm.")
    var height: Double?

    @Option(
        help: "sedentary, light, moderate (default), active or very-active.", transform: MemberOptions.choice)
    var activity: ActivityLevel?

    @Option(
        help: "standard (default), vegetarian, vegan, keto, mediterranean, high-protein or low-sodium.",
        transform: MemberOptions.choice)
    var diet: DietType?

    func validate() throws {
        if let age, age == 0 || age > 129 { throw ValidationError("--age \(age) is not an age in years") }
        if let weight, !(weight > 0 && weight < 500) { throw ValidationError("--weight is in kg, e.g. 72.5") }
        if let height, !(height > 30 && height < 280) { throw ValidationError("--height is in cm, e.g. 178") }
    }

    /// Parses one of an enum's raw values, naming them all when the text is none of them.
    static func choice<Value: RawRepresentable & CaseIterable>(_ text: String) throws -> Value
    where Value.RawValue == String {
        if let value = Value(rawValue: text.lowercased()) { return value }
        let names = Value.allCases.map(\.rawValue).joined(separator: ", ")
        throw ValidationError("\"\(text)\" is not one of: \(names)")
    }
}
