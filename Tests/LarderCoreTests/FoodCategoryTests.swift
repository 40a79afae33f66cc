import LarderCore
import Testing

@Suite struct FoodCategoryTests {
    @Test func nonFoodCategoriesAreLeftOutOfNutrition() {
        let nonFood = FoodCategory.allCases.filter { !$0.isFood }
        #expect(Set(nonFood) == [.household, .personalCare, .electronics, .otherNonFood])
    }

    @Test func rawValuesAreTheSnakeCaseNamesStoredAndPrinted() {
        #expect(FoodCategory(rawValue: "personal_care") == .personalCare)
        #expect(FoodCategory.otherNonFood.rawValue == "other_non_food")
    }
}
