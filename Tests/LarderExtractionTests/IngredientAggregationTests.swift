import LarderCore
import LarderExtraction
import Testing

/// Recipes summed into shopping-list lines, as seed 002 says: the same ingredient in the same unit summed, with
/// both recipes as its sources; different units apart unless both convert to grams.
@Suite struct IngredientAggregationTests {
    private func recipe(_ id: String, _ name: String, _ lines: String) -> IngredientAggregation.Recipe {
        IngredientAggregation.Recipe(id: id, name: name, ingredients: IngredientParser.parse(text: lines))
    }

    @Test func theSameIngredientInTheSameUnitIsOneLineWithBothSources() {
        let lines = IngredientAggregation.lines(of: [
            recipe("a", "Scrambled Eggs", "2 eggs\n1 tbsp butter\nsalt"),
            recipe("b", "French Toast", "3 eggs\n1 cup milk\nsalt\n4 slices bread"),
        ])
        let eggs = lines.first { $0.name == "eggs" }
        #expect(eggs?.quantity == 5 && eggs?.unit == "piece" && eggs?.grams == 300)
        #expect(eggs?.sources.map(\.recipeName) == ["Scrambled Eggs", "French Toast"])
        #expect(eggs?.sources.map(\.quantity) == [2, 3])
        let salt = lines.filter { $0.name == "salt" }
        #expect(salt.count == 1 && salt.first?.quantity == nil && salt.first?.sources.count == 2)
        #expect(lines.map(\.name) == ["eggs", "butter", "salt", "milk", "bread"])
    }

    @Test func massesAndVolumesAreSummedInGramsOtherUnitsStayApart() {
        let lines = IngredientAggregation.lines(of: [
            recipe("a", "Pancakes", "1 cup milk\n2 cups flour\n1 can tomatoes"),
            recipe("b", "Sauce", "200 ml milk\n2 tomatoes"),
        ])
        // 240 g + 200 g.
        let milk = lines.filter { $0.name == "milk" }
        #expect(milk.count == 1 && milk.first?.quantity == 440 && milk.first?.unit == "g")
        // One recipe's cups stay cups: 2 × 240 × 0.52 = 250 g beside them.
        let flour = lines.first { $0.name == "flour" }
        #expect(flour?.quantity == 2 && flour?.unit == "cup" && flour?.grams == 250)
        // A can and two pieces are two lines.
        let tomatoes = lines.filter { $0.name == "tomatoes" }
        #expect(tomatoes.map(\.unit) == ["can", "piece"])
        #expect(tomatoes.map(\.quantity) == [1, 2])
    }
}
