import ArgumentParser

/// `larder receipts ...`: the stored receipts behind the trips.
struct ReceiptsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "receipts",
        abstract: "Inspect stored receipts and their extraction runs.",
        subcommands: [
            ShowReceiptCommand.self,
            ReceiptHistoryCommand.self,
        ]
    )
}
