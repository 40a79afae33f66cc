import Foundation
import LarderCore
import LarderStore

/// One GET the benchmark loads, with the store reads its handler makes, which are timed alone as the baseline.
struct WebRoute {
    let path: String
    /// A page (HTML, target 50 ms at the 95th percentile) or an API read (JSON or `/healthz`, target 20 ms).
    let isPage: Bool
    /// The handler's reads, in its order, as the `LarderDatabase` calls it makes (see ``WebRoutes``).
    let queries: (LarderDatabase) throws -> Void

    var targetMilliseconds: Double { isPage ? 50 : 20 }
}

/// The store reads the reports make, by the same days as `LarderReports` (which the benchmark does not link).
enum ReportQueries {
    /// `NutritionReport(period:database:historyWeeks:)`: the household, one read of the lines of the period, the
    /// period before and the weeks of its chart together, and the targets (saved, else suggested from the
    /// household).
    static func nutrition(_ days: ReportDays, historyWeeks: Int = 8, in database: LarderDatabase) throws {
        _ = try database.householdMembers()
        let history = days.history(weeks: historyWeeks)
        _ = try database.reportLines(from: min(days.previous.start, history.start), to: max(days.end, history.end))
        if try database.savedHouseholdTargets() == nil { _ = try database.householdMembers() }
    }

    /// `SpendingReport(period:grouping:database:)`: the trips, and for the category grouping their lines.
    static func spending(_ days: ReportDays, byCategory: Bool, in database: LarderDatabase) throws {
        _ = try database.reportTrips(from: days.start, to: days.end)
        if byCategory { _ = try database.reportLines(from: days.start, to: days.end) }
    }
}
