import GRDB
import LarderCore
import LarderStore
import LarderTestSupport
import Testing

/// The counter that tells a cached food matcher the bank has changed.
struct FoodBankVersionTests {
    @Test func everyChangeToAFoodOrAnAliasMovesTheVersionAndNothingElseDoes() throws {
        let folder = try TemporaryDirectory()
        let database = try LarderDatabase.open(atPath: folder.path("larder.sqlite"))
        var versions = [try database.foodBankVersion()]
        func changed(_ change: () throws -> Void) throws -> Bool {
            try change()
            versions.append(try database.foodBankVersion())
            return versions[versions.count - 1] != versions[versions.count - 2]
        }

        var food = Food(
            name: "oat drink", category: .beverages, nutrition: Nutrition(kcal: 46, protein: 1, carbohydrates: 6.7),
            source: "user")
        #expect(try changed { food = try database.addFood(food) })
        #expect(try changed { try database.addAlias("Haferdrink", toFood: food.id!, language: "de") })
        #expect(try changed { food.name = "oat milk"; try database.updateFood(food) })
        // A write outside the bank (a job queued) leaves the matcher valid.
        #expect(try !changed { _ = try database.enqueueJob(sourcePath: folder.path("a.jpg"), isFolder: false, sha256: nil) })
        // Written behind Larder's back, as the sqlite3 shell would.
        #expect(try changed { try database.writer.write { try $0.execute(sql: "DELETE FROM foodAlias WHERE alias = 'Haferdrink'") } })
        #expect(try changed { try database.deleteFood(id: food.id!) })
    }
}
