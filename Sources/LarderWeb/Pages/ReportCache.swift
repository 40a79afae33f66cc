import LarderReports
import LarderStore
import Synchronization

/// Finished nutrition reports, kept until the trips, items, household or food bank they were made from change
/// (``LarderDatabase/reportDataVersion()``, moved by triggers): the home page, the analysis and the API read the
/// same few periods again and again, and the data changes a few times a week.
final class ReportCache: Sendable {
    private let state = Mutex<(version: String, reports: [String: NutritionReport])>(("", [:]))

    /// The report of `period`, from the cache when nothing changed since it was made.
    func report(_ period: ReportPeriod, historyWeeks: Int = 8, in database: LarderDatabase) throws -> NutritionReport {
        let version = try database.reportDataVersion()
        let key = "\(period.start.iso)|\(period.end.iso)|\(historyWeeks)"
        if let kept = state.withLock({ $0.version == version ? $0.reports[key] : nil }) { return kept }
        let fresh = try NutritionReport(period: period, database: database, historyWeeks: historyWeeks)
        state.withLock { state in
            // A few periods are asked for at a time; a long walk through past months starts over.
            if state.version != version || state.reports.count >= 64 { state = (version, [:]) }
            state.reports[key] = fresh
        }
        return fresh
    }
}
