import LarderCore
import LarderReports
import LarderStore
import LarderTestSupport
import Testing

/// The targets reports use, and targets changed by hand, on a real database.
struct SavedHouseholdTargetsTests {
    @Test func withoutMembersThereAreNoTargetsToShowOrChange() throws {
        let folder = try TemporaryDirectory()
        let database = try LarderDatabase.open(atPath: folder.path("larder.sqlite"))

        #expect(try HouseholdTargets.current(in: database) == nil)
        #expect(try HouseholdTargets.edit(TargetChanges(kcal: 2000), in: database) == nil)
    }

    @Test func aChangeByHandIsSavedAsTheUsersAndKeepsTheOtherValues() throws {
        // Given a household of one, whose targets are computed
        let folder = try TemporaryDirectory()
        let database = try LarderDatabase.open(atPath: folder.path("larder.sqlite"))
        _ = try database.addHouseholdMember(HouseholdMember(name: "Ada", age: 36, sex: .female, weightKg: 62, heightCm: 168))
        let computed = try #require(try HouseholdTargets.current(in: database))
        #expect(computed.source == "computed")

        // When protein is set by hand
        let edited = try #require(try HouseholdTargets.edit(TargetChanges(protein: 100), in: database))

        // Then only protein changed, the targets are the user's, and reports now use them
        #expect(edited.protein == 100)
        #expect(edited.kcal == computed.kcal)
        #expect(edited.source == "user")
        #expect(edited.explanation == "Edited by hand from: " + computed.explanation)
        #expect(try HouseholdTargets.current(in: database) == edited)
    }

    @Test func noChangesLeaveTheTargetsUnsaved() throws {
        let folder = try TemporaryDirectory()
        let database = try LarderDatabase.open(atPath: folder.path("larder.sqlite"))
        _ = try database.addHouseholdMember(HouseholdMember(name: "Bo", age: 40, sex: .male, weightKg: 80, heightCm: 180))

        let unchanged = try HouseholdTargets.edit(TargetChanges(), in: database)

        #expect(unchanged?.source == "computed")
        #expect(try database.savedHouseholdTargets() == nil)
        #expect(TargetChanges(fat: -1).hasNegative)
    }
}
