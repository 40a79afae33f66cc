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
    /// `NutritionReport` through the web app's kept reports (`ReportCache`): a repeated request reads only
    /// `reportDataVersion()`, to learn that nothing changed.
    static func cachedNutrition(in database: LarderDatabase) throws {
        _ = try database.reportDataVersion()
    }

    /// `SpendingReport(period:grouping:database:)`: the trips, and for the category grouping their lines.
    static func spending(_ days: ReportDays, byCategory: Bool, in database: LarderDatabase) throws {
        _ = try database.reportTrips(from: days.start, to: days.end)
        if byCategory { _ = try database.reportLines(from: days.start, to: days.end) }
    }
}
