import Foundation
import LarderCore

/// Daily targets computed offline from the household's members.
public enum HouseholdTargets {
    /// Resting energy in kcal/day by Mifflin-St Jeor (Mifflin et al., Am J Clin Nutr 1990;51:241-7):
    /// 10 × kg + 6.25 × cm − 5 × years, + 5 for men, − 161 for women.
    public static func restingKcal(of member: HouseholdMember) -> Double {
        let base = 10 * member.weightKg + 6.25 * member.heightCm - 5 * Double(member.age)
        return base + (member.sex == .male ? 5 : -161)
    }

    /// One member's day: resting energy × activity factor, split by the diet's macro shares; saturated fat under
    /// 10 % of energy (WHO), sugars under the EU reference scaled to the member's energy (90 g per 2,000 kcal),
    /// fibre at least 25 g (EFSA), sodium under the diet's limit.
    public static func targets(for member: HouseholdMember) -> DailyTargets {
        let kcal = restingKcal(of: member) * member.activity.factor
        let split = member.diet.macroSplit
        return DailyTargets(
            kcal: kcal,
            protein: kcal * split.protein / 100 / 4,
            carbohydrates: kcal * split.carbohydrates / 100 / 4,
            fat: kcal * split.fat / 100 / 9,
            saturatedFatMax: kcal * 0.10 / 9,
            sugarMax: 90 * kcal / 2000,
            fibreMin: 25,
            sodiumMaxMg: member.diet.sodiumLimitMg,
            source: "computed",
            explanation: "")
    }

    /// The household's day: every member's targets added up, with an explanation naming each member's share.
    /// - Returns: `nil` for an empty household.
    public static func targets(for members: [HouseholdMember]) -> DailyTargets? {
        guard !members.isEmpty else { return nil }
        let each = members.map(targets(for:))
        let lines = zip(members, each).map { member, targets in
            "\(member.name): \(Int(restingKcal(of: member).rounded())) kcal resting × "
                + "\(member.activity.factor) (\(member.activity.rawValue)) = \(Int(targets.kcal.rounded())) kcal, "
                + "\(member.diet.rawValue) split"
        }
        return DailyTargets(
            kcal: each.map(\.kcal).reduce(0, +),
            protein: each.map(\.protein).reduce(0, +),
            carbohydrates: each.map(\.carbohydrates).reduce(0, +),
            fat: each.map(\.fat).reduce(0, +),
            saturatedFatMax: each.map(\.saturatedFatMax).reduce(0, +),
            sugarMax: each.map(\.sugarMax).reduce(0, +),
            fibreMin: each.map(\.fibreMin).reduce(0, +),
            sodiumMaxMg: each.map(\.sodiumMaxMg).reduce(0, +),
            source: "computed",
            explanation: "Mifflin-St Jeor resting energy × activity factor, per member, added up. "
                + lines.joined(separator: "; ") + ".")
    }
}
