import LarderCore
import LarderReports
import Testing

@Suite struct HouseholdTargetsTests {
    /// Anna: 10 × 60 + 6.25 × 165 − 5 × 30 − 161 = 1320.25 kcal resting; × 1.55 (moderate) = 2046.3875.
    /// Standard split 15/55/30: protein 2046.3875 × 0.15 / 4 = 76.7395 g, carbohydrates × 0.55 / 4 = 281.378 g,
    /// fat × 0.30 / 9 = 68.213 g; saturates under 10 % / 9 = 22.738 g; sugar under 90 × 2046.3875 / 2000.
    @Test func mifflinStJeorTimesActivityWithTheDietSplit() {
        let anna = HouseholdMember(
            name: "Anna", age: 30, sex: .female, weightKg: 60, heightCm: 165, activity: .moderate)

        let targets = HouseholdTargets.targets(for: anna)

        #expect(abs(HouseholdTargets.restingKcal(of: anna) - 1320.25) < 1e-9)
        #expect(abs(targets.kcal - 2046.3875) < 1e-9)
        #expect(abs(targets.protein - 2046.3875 * 0.15 / 4) < 1e-9)
        #expect(abs(targets.carbohydrates - 2046.3875 * 0.55 / 4) < 1e-9)
        #expect(abs(targets.fat - 2046.3875 * 0.30 / 9) < 1e-9)
        #expect(abs(targets.saturatedFatMax - 2046.3875 * 0.10 / 9) < 1e-9)
        #expect(abs(targets.sugarMax - 90 * 2046.3875 / 2000) < 1e-9)
        #expect(targets.fibreMin == 25)
        #expect(targets.sodiumMaxMg == 2400)
    }

    /// Ben: 800 + 1125 − 200 + 5 = 1730 resting; × 1.2 (sedentary) = 2076; high-protein 30 %: 155.7 g protein.
    @Test func theHouseholdAddsItsMembersUp() throws {
        let anna = HouseholdMember(
            name: "Anna", age: 30, sex: .female, weightKg: 60, heightCm: 165, activity: .moderate)
        let ben = HouseholdMember(
            name: "Ben", age: 40, sex: .male, weightKg: 80, heightCm: 180, activity: .sedentary, diet: .highProtein)

        let targets = try #require(HouseholdTargets.targets(for: [anna, ben]))

        #expect(abs(targets.kcal - (2046.3875 + 2076)) < 1e-9)
        #expect(abs(targets.protein - (2046.3875 * 0.15 / 4 + 155.7)) < 1e-9)
        #expect(targets.fibreMin == 50)
        #expect(targets.sodiumMaxMg == 4800)
        #expect(targets.explanation.contains("Ben: 1730 kcal resting × 1.2 (sedentary) = 2076 kcal"))
        #expect(HouseholdTargets.targets(for: []) == nil)
    }

    @Test func everyDietSplitAddsUpTo100Percent() {
        for diet in DietType.allCases {
            let split = diet.macroSplit
            #expect(split.protein + split.carbohydrates + split.fat == 100, "\(diet)")
        }
    }
}
