import Foundation
import Hummingbird
import LarderCore
import LarderPipeline
import LarderReports
import LarderStore

/// `/household`, a guided flow down one page: 1. who lives here; 2. each one's activity and diet; 3. the daily
/// targets Mifflin–St Jeor suggests for them together (or a configured model, on request), to review and edit;
/// 4. save.
struct HouseholdPage {
    let database: LarderDatabase
    let extraction: ExtractionSettings

    /// The network backend that can be asked for targets: the daemon's first; `nil` when it has none.
    private var advisor: String? { extraction.networkBackend?.rawValue }

    /// The targets, in the form's order: field, label, unit, key path.
    static var targetFields: [(field: String, label: String, unit: String, keyPath: WritableKeyPath<DailyTargets, Double>)] {
        [
            ("kcal", "Energy", "kcal", \.kcal), ("protein", "Protein", "g", \.protein),
            ("carbohydrates", "Carbohydrates", "g", \.carbohydrates), ("fat", "Fat", "g", \.fat),
            ("saturatedFatMax", "Saturates at most", "g", \.saturatedFatMax), ("sugarMax", "Sugars at most", "g", \.sugarMax),
            ("fibreMin", "Fibre at least", "g", \.fibreMin), ("sodiumMaxMg", "Sodium at most", "mg", \.sodiumMaxMg),
        ]
    }

    func register(on router: Router<WebRequestContext>) {
        router.get("/household") { _, context in SignInRoutes.html(.ok, try render(csrf: context.csrf)) }
        router.post("/household/members") { request, _ in
            let fields = FormFields(String(buffer: try await request.body.collect(upTo: 16 * 1024)))
            try database.addHouseholdMember(try Self.member(from: fields))
            return Response(status: .seeOther, headers: [.location: "/household#targets"])
        }
        router.post("/household/members/:id/remove") { _, context in
            let id = try PageRoutes.id(context)
            try PageRoutes.notFound("no household member \(id)") { try database.removeHouseholdMember(id: id) }
            return Response(status: .seeOther, headers: [.location: "/household"])
        }
        router.post("/household/targets") { request, _ in
            let fields = FormFields(String(buffer: try await request.body.collect(upTo: 16 * 1024)))
            guard let computed = HouseholdTargets.targets(for: try database.householdMembers()) else {
                throw APIError(.badRequest, "add the household's members first")
            }
            try database.saveHouseholdTargets(try Self.targets(from: fields, suggested: computed))
            return Response(status: .seeOther, headers: [.location: "/household#targets"])
        }
        router.post("/household/suggest") { _, context in
            SignInRoutes.html(.ok, try render(csrf: context.csrf, proposal: try await modelSuggestion()))
        }
    }

    /// The daemon's chain asked for targets, as `larder household suggest` asks it.
    /// - Throws: ``APIError`` 404 without a network backend, 400 without members or a key, 502 when no backend
    ///   answered.
    private func modelSuggestion() async throws -> DailyTargets {
        guard let advisor else {
            throw APIError(.notFound, "a model's suggestion needs a network backend (openai or claude) in the chain")
        }
        let members = try database.householdMembers()
        guard let computed = HouseholdTargets.targets(for: members) else {
            throw APIError(.badRequest, "add the household's members first")
        }
        let suggestion: TargetSuggestion
        do {
            suggestion = try await extraction.suggestTargets(for: members, computed: computed)
        } catch let error as ExtractorSettingsError {
            throw APIError(.badRequest, error.message)
        }
        guard let targets = suggestion.targets else {
            let reasons = suggestion.refusals.map(\.message).joined(separator: "; ")
            throw APIError(.badGateway, "\(advisor) suggested no targets: \(reasons)")
        }
        return targets
    }

    /// - Parameter proposal: A model's suggestion to show in the form instead of the saved or computed targets.
    func render(csrf: String, proposal: DailyTargets? = nil) throws -> String {
        let members = try database.householdMembers()
        let memberRows = members.map { member -> String in
            """
            <li>\(HTML.escape(member.name)), \(member.age), \(member.sex.rawValue), \(Int(member.weightKg)) kg, \
            \(Int(member.heightCm)) cm, \(member.activity.rawValue), \(member.diet.rawValue)
            <form method="post" action="/household/members/\(member.id ?? 0)/remove" class="inline">\
            \(HTML.csrfField(csrf))<button type="submit">Remove</button></form></li>
            """
        }.joined()
        let options = { (values: [String], chosen: String) -> String in
            values.map { "<option value=\"\($0)\"\($0 == chosen ? " selected" : "")>\($0)</option>" }.joined()
        }
        let saved = try database.savedHouseholdTargets()
        let suggested = HouseholdTargets.targets(for: members)
        let shown = proposal ?? saved ?? suggested
        let targetInputs = Self.targetFields.map { target -> String in
            let value = shown.map { String(format: "%.0f", $0[keyPath: target.keyPath]) } ?? ""
            return "<label>\(target.label) (\(target.unit) a day) <input name=\"\(target.field)\" value=\"\(value)\" "
                + "type=\"number\" min=\"0\" step=\"any\" required></label>"
        }.joined(separator: "\n")
        let targets =
            suggested == nil
            ? "<p>Add the household's members first; their targets are suggested from them.</p>"
            : """
            <p>\(HTML.escape(Self.describe(proposal: proposal, saved: saved, suggested: suggested)))</p>
            <form method="post" action="/household/targets" class="item">\(HTML.csrfField(csrf))\(
                proposal.map(Self.proposalFields) ?? "")
            \(targetInputs)
            <button type="submit">Save the targets</button>\(
                advisor.map { "<button type=\"submit\" class=\"secondary\" formaction=\"/household/suggest\" formnovalidate>Ask \($0) "
                    + "to suggest targets</button>" } ?? "")</form>
            """
        let body = """
            <h1>Household</h1>
            <section><h2>1. Who lives here</h2>\(members.isEmpty ? "<p>Nobody yet.</p>" : "<ul>\(memberRows)</ul>")
            <h2>2. Add someone: activity and diet</h2>
            <form method="post" action="/household/members" class="item">\(HTML.csrfField(csrf))
            <label>Name <input name="name" required maxlength="100"></label>
            <label>Age <input name="age" type="number" min="1" max="120" required></label>
            <label>Sex <select name="sex">\(options(HouseholdMember.Sex.allCases.map(\.rawValue), "female"))</select></label>
            <label>Weight (kg) <input name="weightKg" type="number" min="2" max="400" step="any" required></label>
            <label>Height (cm) <input name="heightCm" type="number" min="40" max="250" step="any" required></label>
            <label>Activity <select name="activity">\(options(ActivityLevel.allCases.map(\.rawValue), "moderate"))</select></label>
            <label>Diet <select name="diet">\(options(DietType.allCases.map(\.rawValue), "standard"))</select></label>
            <button type="submit">Add</button></form></section>
            <section id="targets"><h2>3. Daily targets: review, edit and save</h2>\(targets)</section>
            """
        return HTML.signedInPage(title: "Larder: household", body: body, csrf: csrf)
    }

    /// A model's suggestion carried in the form: its source and values, to tell on saving whether a person
    /// changed them.
    private static func proposalFields(_ proposal: DailyTargets) -> String {
        "<input type=\"hidden\" name=\"source\" value=\"\(HTML.escape(proposal.source))\">"
            + targetFields.map { target -> String in
                "<input type=\"hidden\" name=\"proposed-\(target.field)\" value=\"\(String(format: "%.0f", proposal[keyPath: target.keyPath]))\">"
            }.joined()
    }

    private static func describe(proposal: DailyTargets?, saved: DailyTargets?, suggested: DailyTargets?) -> String {
        if let proposal { return "Suggested by \(proposal.source.replacingOccurrences(of: "llm:", with: "")), not saved yet: \(proposal.explanation)" }
        if let saved { return "Saved (\(saved.source)): \(saved.explanation)" }
        return "Suggested: \(suggested?.explanation ?? "")"
    }

    /// - Throws: ``APIError`` 400 naming the value that is not one.
    static func member(from fields: FormFields) throws -> HouseholdMember {
        guard let name = fields["name"]?.trimmingCharacters(in: .whitespacesAndNewlines), !name.isEmpty, name.count <= 100
        else { throw APIError(.badRequest, "a member needs a name of 1 to 100 characters") }
        guard let age = fields["age"].flatMap({ Int($0) }), (1...120).contains(age) else {
            throw APIError(.badRequest, "the age must be a whole number from 1 to 120")
        }
        guard let sex = fields["sex"].flatMap(HouseholdMember.Sex.init(rawValue:)) else {
            throw APIError(.badRequest, "choose female or male (the equation needs one)")
        }
        guard let weight = fields["weightKg"].flatMap({ Double($0) }), (2...400).contains(weight),
            let height = fields["heightCm"].flatMap({ Double($0) }), (40...250).contains(height)
        else { throw APIError(.badRequest, "weight is 2 to 400 kg, height 40 to 250 cm") }
        guard let activity = fields["activity"].flatMap(ActivityLevel.init(rawValue:)),
            let diet = fields["diet"].flatMap(DietType.init(rawValue:))
        else { throw APIError(.badRequest, "choose an activity level and a diet") }
        return HouseholdMember(
            name: name, age: age, sex: sex, weightKg: weight, heightCm: height, activity: activity, diet: diet)
    }

    /// The submitted targets: the computed suggestion as it is ("computed"), a model's as it showed it
    /// ("llm:BACKEND"), or either with a person's changes ("user").
    static func targets(from fields: FormFields, suggested computed: DailyTargets) throws -> DailyTargets {
        var suggested = computed
        if let source = fields["source"], ["llm:openai", "llm:claude"].contains(source) {
            suggested.source = source
            suggested.explanation = "Suggested by \(source.dropFirst(4)) and saved in the web app."
            // The model's values came with the form, beside the inputs, so a person's change to them shows.
            for target in targetFields {
                guard let value = fields["proposed-\(target.field)"].flatMap({ Double($0) }) else {
                    throw APIError(.badRequest, "the suggestion's \(target.label) is missing; ask again")
                }
                suggested[keyPath: target.keyPath] = value
            }
        }
        var targets = suggested
        for target in targetFields {
            guard let value = fields[target.field].flatMap({ Double($0) }), value >= 0, value <= 100_000 else {
                throw APIError(.badRequest, "\(target.label) must be a number from 0")
            }
            targets[keyPath: target.keyPath] = value
        }
        let rounded = { (value: Double) in value.rounded() }
        let edited = targetFields.contains { rounded(targets[keyPath: $0.keyPath]) != rounded(suggested[keyPath: $0.keyPath]) }
        if edited {
            targets.source = "user"
            targets.explanation = "Set by hand in the web app, from the suggestion for the household."
        }
        return targets
    }
}
