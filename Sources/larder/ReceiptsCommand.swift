import ArgumentParser

/// `larder receipts ...`: stored receipts and how they were read.
struct ReceiptsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "receipts",
        abstract: "Inspect stored receipts.",
        subcommands: [
            ShowReceiptCommand.self,
        ]
    )
}
