import ArgumentParser
import Foundation
import LarderCore
import LarderLLM
import LarderPipeline
import LarderReports
import LarderStore

/// `larder household suggest`: targets with a short explanation, shown and optionally kept.
struct SuggestHouseholdTargetsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "suggest",
        abstract: "Suggest daily targets for the household, with a short explanation.",
        discussion: """
            The offline backend (the default) computes them: Mifflin-St Jeor resting energy × the activity \
            factor, split into protein, carbohydrates and fat by each member's diet (see README "Household"). \
            --backend openai or claude sends the members and those computed targets to the model and shows its \
            answer; the key comes from the same places as for `larder process`. --chain tries its backends in \
            order until one answers (offline always does). --save keeps the suggestion, so \
            reports compare against it until `larder household targets --reset`.
            """
    )

    @OptionGroup var backend: BackendOptions

    @Flag(help: "Keep the suggestion as the household's targets.")
    var save = false

    @Flag(help: "Print the suggestion as JSON.")
    var json = false

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let store = try database.open()
        let members = try store.householdMembers()
        guard let computed = HouseholdTargets.targets(for: members) else {
            StandardError.write("larder: the household has no members; add them with `larder household add`")
            throw ExitCode.failure
        }
        let targets = try await suggestion(for: members, computed: computed)
        if save { try store.saveHouseholdTargets(targets) }
        if json {
            print(try JSONOutput.string(targets))
        } else {
            print(HouseholdTargetsText.text(targets))
            if save { print("saved; reports now compare against these targets") }
        }
    }

    /// The first answer along the backends (the chain, else the backend): the computed targets when the offline
    /// backend is reached, else a model's.
    private func suggestion(for members: [HouseholdMember], computed: DailyTargets) async throws -> DailyTargets {
        let suggestion: TargetSuggestion
        do {
            suggestion = try await backend.settings.suggestTargets(for: members, computed: computed) { refusal in
                StandardError.write("larder: \(refusal.backend) could not suggest targets: \(refusal.message)")
            }
        } catch let error as ExtractorSettingsError {
            throw ValidationError(error.message)
        }
        guard let targets = suggestion.targets else {
            StandardError.write(
                "The offline targets need no model: run `larder household suggest` without --backend, or end the "
                    + "chain with offline.")
            throw ExitCode.failure
        }
        return targets
    }
}

/// `larder household targets`: shows the targets reports use; flags change them and mark them as the user's.
struct HouseholdTargetsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "targets",
        abstract: "Show or set the household's daily targets (the whole household's day, not one person's)."
    )

    @Option(help: "Energy, kcal per day.") var kcal: Double?
    @Option(help: "Protein, g per day.") var protein: Double?
    @Option(help: "Carbohydrates, g per day.") var carbohydrates: Double?
    @Option(help: "Fat, g per day.") var fat: Double?
    @Option(name: .customLong("saturated-fat-max"), help: "Saturated fat limit, g per day.") var saturatedFat: Double?
    @Option(name: .customLong("sugar-max"), help: "Sugar limit, g per day.") var sugar: Double?
    @Option(name: .customLong("fibre-min"), help: "Fibre minimum, g per day.") var fibre: Double?
    @Option(name: .customLong("sodium-max"), help: "Sodium limit, mg per day.") var sodium: Double?

    @Flag(help: "Forget saved targets and go back to the computed ones.")
    var reset = false

    @Flag(help: "Print the targets as JSON.")
    var json = false

    @OptionGroup var database: DatabaseOptions

    private var changes: TargetChanges {
        TargetChanges(
            kcal: kcal, protein: protein, carbohydrates: carbohydrates, fat: fat, saturatedFatMax: saturatedFat,
            sugarMax: sugar, fibreMin: fibre, sodiumMaxMg: sodium)
    }

    func validate() throws {
        if reset, !changes.isEmpty {
            throw ValidationError("--reset forgets saved targets; it does not go with values")
        }
        if changes.hasNegative { throw ValidationError("targets cannot be negative") }
    }

    func run() async throws {
        let store = try database.open()
        if reset { try store.clearHouseholdTargets() }
        guard let targets = try HouseholdTargets.edit(changes, in: store) else {
            StandardError.write("larder: no targets yet; add members with `larder household add`, then try again")
            throw ExitCode.failure
        }
        print(json ? try JSONOutput.string(targets) : HouseholdTargetsText.text(targets))
    }
}

/// The terminal form of a household's targets.
enum HouseholdTargetsText {
    static func text(_ targets: DailyTargets) -> String {
        let table = TextTable(
            header: ["daily target", "amount"],
            rows: [
                ["kcal", String(format: "%.0f", targets.kcal)],
                ["protein (g)", String(format: "%.0f", targets.protein)],
                ["carbohydrates (g)", String(format: "%.0f", targets.carbohydrates)],
                ["fat (g)", String(format: "%.0f", targets.fat)],
                ["saturated fat max (g)", String(format: "%.0f", targets.saturatedFatMax)],
                ["sugar max (g)", String(format: "%.0f", targets.sugarMax)],
                ["fibre min (g)", String(format: "%.0f", targets.fibreMin)],
                ["sodium max (mg)", String(format: "%.0f", targets.sodiumMaxMg)],
            ])
        return "Targets (\(targets.source)): \(targets.explanation)\n" + table.text
    }
}

/// `household list --json`.
struct HouseholdJSON: Encodable {
    var members: [HouseholdMember]
    var targets: DailyTargets?
}
