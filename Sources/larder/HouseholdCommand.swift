import ArgumentParser
import Foundation
import LarderCore
import LarderReports
import LarderStore

/// `larder household ...`: who the food is for, and their daily targets.
struct HouseholdCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "household",
        abstract: "Keep the household's members and daily targets, which the nutrition report compares against.",
        subcommands: [
            ListHouseholdCommand.self, AddHouseholdMemberCommand.self, EditHouseholdMemberCommand.self,
            RemoveHouseholdMemberCommand.self, SuggestHouseholdTargetsCommand.self, HouseholdTargetsCommand.self,
        ]
    )
}

/// `larder household list`: members, their computed energy, and the targets reports use.
struct ListHouseholdCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List members and the household's daily targets.")

    @Flag(help: "Print members and targets as JSON.")
    var json = false

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let store = try database.openExisting()
        let members = try store.householdMembers()
        let targets = try HouseholdTargets.current(in: store)
        if json {
            print(try JSONOutput.string(HouseholdJSON(members: members, targets: targets)))
            return
        }
        guard !members.isEmpty else {
            print("No household members; reports count one person. Add one with `larder household add NAME ...`.")
            return
        }
        print(
            TextTable(
                header: ["id", "name", "age", "sex", "kg", "cm", "activity", "diet", "kcal/day"],
                rows: members.map { member in
                    [String(member.id ?? 0), member.name, String(member.age), member.sex.rawValue,
                        String(format: "%.1f", member.weightKg), String(format: "%.0f", member.heightCm),
                        member.activity.rawValue, member.diet.rawValue,
                        String(format: "%.0f", HouseholdTargets.targets(for: member).kcal)]
                }
            ).text)
        if let targets { print("\n" + HouseholdTargetsText.text(targets)) }
    }
}

/// `larder household add NAME ...`.
struct AddHouseholdMemberCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a household member.")

    @Argument(help: "The member's name (unique).")
    var name: String

    @OptionGroup var details: MemberOptions

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        let missing = [("--age", details.age == nil), ("--weight", details.weight == nil),
            ("--height", details.height == nil)].filter(\.1).map(\.0)
        if !missing.isEmpty {
            throw ValidationError("\(missing.joined(separator: ", ")) needed to compute the member's daily energy")
        }
        if details.sex == nil { throw ValidationError("--sex female|male is needed (Mifflin-St Jeor differs by sex)") }
    }

    func run() async throws {
        let member = HouseholdMember(
            name: name, age: Int(details.age!), sex: details.sex!, weightKg: details.weight!,
            heightCm: details.height!, activity: details.activity ?? .moderate, diet: details.diet ?? .standard)
        let added = try StoreRefusal.perform { try database.open().addHouseholdMember(member) }
        print("added \(added.name) (id \(added.id ?? 0)): \(Int(HouseholdTargets.targets(for: added).kcal)) kcal/day")
    }
}

/// `larder household edit NAME ...`: changes only the details given.
struct EditHouseholdMemberCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "edit", abstract: "Change a member's details.")

    @Argument(help: "The member's name or id.")
    var member: String

    @Option(help: "A new name.")
    var name: String?

    @OptionGroup var details: MemberOptions

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let store = try database.open()
        guard var found = try store.householdMember(named: member) else {
            StandardError.write("larder: no household member \"\(member)\"; see `larder household list`")
            throw ExitCode.failure
        }
        if let name { found.name = name }
        if let age = details.age { found.age = Int(age) }
        if let sex = details.sex { found.sex = sex }
        if let weight = details.weight { found.weightKg = weight }
        if let height = details.height { found.heightCm = height }
        if let activity = details.activity { found.activity = activity }
        if let diet = details.diet { found.diet = diet }
        try StoreRefusal.perform { try store.updateHouseholdMember(found) }
        print("updated \(found.name): \(Int(HouseholdTargets.targets(for: found).kcal)) kcal/day")
    }
}

/// `larder household remove NAME`.
struct RemoveHouseholdMemberCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a household member.")

    @Argument(help: "The member's name or id.")
    var member: String

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let store = try database.open()
        guard let found = try store.householdMember(named: member), let id = found.id else {
            StandardError.write("larder: no household member \"\(member)\"; see `larder household list`")
            throw ExitCode.failure
        }
        try StoreRefusal.perform { try store.removeHouseholdMember(id: id) }
        print("removed \(found.name)")
    }
}
