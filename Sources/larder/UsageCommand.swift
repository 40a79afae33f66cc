import ArgumentParser
import Foundation
import LarderStore

/// `larder usage`: what the model calls cost, summed per backend and model from the ledger.
struct UsageCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "usage",
        abstract: "Sum the tokens and cost of the model calls made for receipts, per backend and model.",
        discussion: """
            Every call to a network backend is recorded with its tokens, latency and cost. Costs come from \
            the price table ([extraction.prices] in larder.toml; the defaults are the providers' list prices). \
            Months are UTC months. The offline backend makes no calls and costs nothing.
            """
    )

    @Option(name: .long, help: ArgumentHelp("The month to sum. Default: the current month.", valueName: "YYYY-MM"))
    var month: UsageMonth?

    @Flag(name: .long, help: "Sum every call ever recorded instead of one month.")
    var all = false

    @Flag(name: .long, help: "Print JSON.")
    var json = false

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        if all, month != nil { throw ValidationError("--all and --month exclude each other; choose one") }
    }

    func run() async throws {
        let period = all ? nil : (month ?? UsageMonth(containing: Date()))
        let interval = period?.interval
        let totals = try StoreRefusal.perform {
            try database.openExisting().usage(from: interval?.start, to: interval?.end)
        }
        let report = UsageReport(month: period?.description, totals: totals)
        print(json ? try JSONOutput.string(report) : report.text)
    }
}
