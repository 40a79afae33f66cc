import ArgumentParser

/// `larder trips ...`: the grocery trips in the food bank.
struct TripsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trips",
        abstract: "List, show, correct and delete grocery trips.",
        subcommands: [
            ListTripsCommand.self,
            ShowTripCommand.self,
            EditTripCommand.self,
            DeleteTripCommand.self,
        ]
    )
}
