import LarderCore
import LarderStore
import Testing

@Suite struct HouseholdStoreTests {
    static let anna = HouseholdMember(
        name: "Anna", age: 30, sex: .female, weightKg: 60, heightCm: 165, activity: .light, diet: .vegan)

    @Test func aMemberIsAddedFoundByNameOrIdEditedAndRemoved() throws {
        let database = try LarderDatabase.inMemory()

        let added = try database.addHouseholdMember(Self.anna)
        let id = try #require(added.id)
        var edited = try #require(try database.householdMember(named: "anna"))
        edited.weightKg = 62
        try database.updateHouseholdMember(edited)

        #expect(try database.householdMember(named: String(id))?.weightKg == 62)
        #expect(try database.householdMembers().map(\.diet) == [.vegan])
        try database.removeHouseholdMember(id: id)
        #expect(try database.householdMembers().isEmpty)
    }

    @Test func namesAreUniqueWithoutCase() throws {
        let database = try LarderDatabase.inMemory()
        try database.addHouseholdMember(Self.anna)
        var other = Self.anna
        other.name = "ANNA"

        let error = #expect(throws: StoreError.self) { try database.addHouseholdMember(other) }

        #expect(error?.code == .conflict)
        #expect(throws: StoreError.self) { try database.removeHouseholdMember(id: 99) }
    }

    @Test func savedTargetsAreOneRowThatCanBeCleared() throws {
        let database = try LarderDatabase.inMemory()
        var targets = DailyTargets(
            kcal: 2000, protein: 80, carbohydrates: 250, fat: 70, saturatedFatMax: 20, sugarMax: 90, fibreMin: 25,
            sodiumMaxMg: 2400, source: "user", explanation: "by hand")

        try database.saveHouseholdTargets(targets)
        targets.kcal = 2200
        try database.saveHouseholdTargets(targets)

        #expect(try database.savedHouseholdTargets() == targets)
        try database.clearHouseholdTargets()
        #expect(try database.savedHouseholdTargets() == nil)
    }
}
