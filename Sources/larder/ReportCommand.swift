import ArgumentParser
import Foundation
import LarderReports

/// `larder report ...`: what the food bank says about a period.
struct ReportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Report nutrition and spending over a week, a month or any dates.",
        subcommands: [NutritionReportCommand.self, SpendingReportCommand.self]
    )
}

/// `larder report nutrition`: totals, markers and targets for a period against the one before.
struct NutritionReportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nutrition",
        abstract: "Nutrition bought in a period: totals, kcal per day, macro split, health markers, targets.",
        discussion: """
            Totals are item grams × the linked food's values per 100 g. Coverage is the share of food spending \
            on items that have a food and a weight: the figures count only that share. Health markers are per \
            person-day (days × household members, 1 without a household) against EU reference intakes: sodium \
            2.4 g, saturates 20 g, sugars 90 g, and EFSA's fibre 25 g. Limits are green up to 100 %, yellow up \
            to 125 %, red above; fibre is green from 100 %, yellow from 60 %, red below.
            """
    )

    @OptionGroup var period: PeriodOptions
    @OptionGroup var format: ReportFormatOptions
    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let store = try database.openExisting()
        let chosen = period.period()
        let report = try NutritionReport(period: chosen, database: store)
        if format.json {
            print(try JSONOutput.string(report))
        } else if format.csv {
            print(report.csv, terminator: "")
        } else if let html = format.html {
            let spending = try SpendingReport(period: chosen, grouping: .category, database: store)
            try ReportFile.write(ReportPage.html(report, spending: spending), to: html)
        } else {
            print(report.text(isColoured: isatty(STDOUT_FILENO) != 0))
        }
    }
}

/// `larder report spending`: the total and a breakdown.
struct SpendingReportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spending",
        abstract: "Money spent in a period (default: this month), broken down by trip, store, category or month.",
        discussion: """
            The total adds each trip's receipt total, or the sum of its items when the receipt showed none (those \
            receipts are counted). The category breakdown adds item prices, which can differ from receipt totals.
            """
    )

    @Option(name: .long, help: "How to break the spending down.")
    var by: SpendingGrouping = .store

    @OptionGroup var period: PeriodOptions
    @OptionGroup var format: ReportFormatOptions
    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let report = try SpendingReport(
            period: period.period(defaultIsMonth: true), grouping: by.grouping, database: try database.openExisting())
        if format.json {
            print(try JSONOutput.string(report))
        } else if format.csv {
            print(report.csv, terminator: "")
        } else if let html = format.html {
            try ReportFile.write(ReportPage.html(report), to: html)
        } else {
            print(report.text)
        }
    }
}

/// `--by`'s values; the report's own enum stays free of the argument parser.
enum SpendingGrouping: String, CaseIterable, ExpressibleByArgument {
    case trip, store, category, month

    var grouping: SpendingReport.Grouping { SpendingReport.Grouping(rawValue: rawValue)! }
}

/// Writes a report page, saying where it went or what to do when it cannot.
enum ReportFile {
    static func write(_ text: String, to path: String) throws {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            StandardError.write("larder: cannot write \(path): \(error.localizedDescription); check the folder exists")
            throw ExitCode.failure
        }
        StandardError.write("wrote \(path)")
    }
}
