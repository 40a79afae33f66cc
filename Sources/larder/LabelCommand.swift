import ArgumentParser
import Foundation
import LarderCore
import LarderPipeline
import LarderStore

/// `larder label FILE`: reads a nutrition label photo into the food bank.
struct LabelCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "label",
        abstract: "Read a product's nutrition label photo and store it as a food (per 100 g).",
        discussion: """
            German and English tables, per 100 g/100 ml or per portion only. A label whose numbers do not add \
            up is stored but marked for review with the reason. Earlier items that fit the new food better than \
            their old match are re-linked.
            """
    )

    @Argument(help: "The label image.", completion: .file())
    var file: String

    @Option(help: "The product's EAN or UPC when the photo shows none; a food with it is updated, not added again.")
    var barcode: String?

    @Flag(help: "Print the stored food and what was read as JSON.")
    var json = false

    @OptionGroup var backend: BackendOptions

    @OptionGroup var ocr: OCROptions

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        // A label has no arithmetic to doubt a first reading by, so it is read once in all of --lang.
        if ocr.firstReadingLang != nil {
            throw ValidationError("--first-reading-lang is for receipts; a label is read once in all of --lang.")
        }
    }

    func run() async throws {
        let store = try database.open()
        let extractor = try backend.makeExtractor(matcher: FoodMatcher(foods: []), database: store)
        let pipeline = LabelPipeline(
            recognizer: try ocr.makeWorker(from: .nutritionLabels), database: store, extractor: extractor)
        let outcome: LabelOutcome
        do {
            outcome = try await pipeline.process(fileAt: URL(fileURLWithPath: file), barcode: barcode)
        } catch {
            StandardError.write("larder: \(file): \(error)")
            throw ExitCode.failure
        }
        if json {
            print(try JSONOutput.string(LabelOutcomeJSON(outcome)))
            return
        }
        let stored = outcome.stored
        print("\(stored.isUpdate ? "updated" : "added") food \(FoodText.line(stored.food))")
        print(FoodText.nutritionLines(stored.food.nutrition).joined(separator: "\n"))
        for reason in outcome.label.reviewReasons { print("needs review: \(reason)") }
        if !stored.relinkedItemIds.isEmpty { print("re-linked items: \(stored.relinkedItemIds.map(String.init))") }
    }
}

/// The `--json` form of a stored label.
struct LabelOutcomeJSON: Encodable {
    let file: String
    let food: FoodJSON
    let updated: Bool
    let basis: String
    let portionGrams: Double?
    let needsReview: Bool
    let reviewReasons: [String]
    let relinkedItemIds: [Int64]

    init(_ outcome: LabelOutcome) {
        file = outcome.file
        food = FoodJSON(food: outcome.stored.food)
        updated = outcome.stored.isUpdate
        basis = outcome.label.basis.rawValue
        portionGrams = outcome.label.portionGrams
        needsReview = outcome.label.needsReview
        reviewReasons = outcome.label.reviewReasons
        relinkedItemIds = outcome.stored.relinkedItemIds
    }
}
