import ArgumentParser
import LarderCore
import LarderStore

/// `larder foods search TEXT`: fuzzy search with the matcher that links receipt items.
struct SearchFoodsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Find foods by any spelling: German or English, receipt abbreviations, typos."
    )

    @Argument(help: "The text to look for, e.g. \"vollmilch\" or \"HAEHNCHENBR.\".")
    var text: String

    @Option(help: "At most this many results.")
    var limit = 10

    @Flag(help: "Print the results as a JSON array.")
    var json = false

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        guard limit > 0 else { throw ValidationError("--limit must be at least 1") }
    }

    func run() async throws {
        let matches = try database.openExisting().searchFoods(text, limit: limit)
        if json {
            print(try JSONOutput.string(matches.map(FoodMatchJSON.init)))
        } else {
            for match in matches {
                print("\(match.foodId)\t\(match.foodName)\t\(FoodMatchJSON.score(match))\t(\(match.matchedAlias))")
            }
        }
    }
}

/// A search result or a review suggestion as JSON.
struct FoodMatchJSON: Encodable {
    let foodId: Int64
    let name: String
    let score: Double
    let matchedAlias: String

    init(_ match: FoodMatch) {
        foodId = match.foodId
        name = match.foodName
        score = Self.score(match)
        matchedAlias = match.matchedAlias
    }

    static func score(_ match: FoodMatch) -> Double {
        JSONOutput.rounded(match.confidence, places: 2)
    }
}
