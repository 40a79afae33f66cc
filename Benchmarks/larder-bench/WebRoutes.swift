import Foundation
import LarderCore
import LarderStore

/// Every page and API read of the web app, as `PageRoutes`, `FoodPages`, `HouseholdPage`, `SystemPage`,
/// `APIRoutes` and `WebRouter` register them, each with the store reads its handler makes.
///
/// The baseline is what SQLite does for the request: the `LarderDatabase` reads the handler calls. The trip and
/// review pages take their suggestions from the daemon's shared matcher (`FoodSuggestions`, `FoodMatcherCache`),
/// which reads the whole bank only when it changed: per request it reads `foodBankVersion()`, and so does the
/// baseline; scoring the items is the server's work. Food searches score with that matcher too, then read the
/// page's foods by id. Work outside the store (rendering, the receipt file's first bytes) is the server's too.
enum WebRoutes {
    /// - Parameter milk: The foods a search for "milk" finds, best first.
    static func all(_ fixture: WebBenchFixture, milk: [Int64], today: ReceiptDate) -> [WebRoute] {
        let week = ReportDays.week(containing: today)
        let trip = fixture.tripId
        let food = fixture.foodId
        return [
            WebRoute(path: "/", isPage: true) { database in
                // The last seven days, without the weekly chart, from the web app's kept reports.
                try ReportQueries.cachedNutrition(in: database)
                _ = try database.jobSummary()
                _ = try database.tripsNewestFirst(limit: 5, offset: 0)
                _ = try database.reviewCount()
            },
            WebRoute(path: "/trips", isPage: true) { _ = try $0.tripsNewestFirst(limit: 20, offset: 0) },
            WebRoute(path: "/trips/\(trip)", isPage: true) { database in
                let stored = try database.trip(id: trip)
                _ = try database.foodLinks(of: stored.items)
                _ = try database.foodBankVersion()
                _ = try database.receiptFileCandidates(receiptId: stored.trip.receiptId)
                _ = try database.receipt(id: stored.trip.receiptId)
            },
            WebRoute(path: "/review", isPage: true) { database in
                _ = try database.receiptsToReview()
                _ = try database.items(isUnmatchedOnly: true, limit: 30)
                _ = try database.foodBankVersion()
            },
            WebRoute(path: "/foods", isPage: true) { _ = try $0.foodsByName(limit: 20, offset: 0) },
            WebRoute(path: "/foods/\(food)", isPage: true) { database in
                _ = try database.food(id: food)
                _ = try database.aliases(ofFood: food)
                _ = try database.linkedItemCount(ofFood: food)
            },
            WebRoute(path: "/foods?q=milk", isPage: true) { database in
                _ = try database.foodBankVersion()
                _ = try database.foods(ids: milk)
            },
            WebRoute(path: "/analysis", isPage: true) { database in
                try ReportQueries.cachedNutrition(in: database)
                try ReportQueries.spending(week, byCategory: true, in: database)
                try ReportQueries.spending(week, byCategory: false, in: database)
            },
            WebRoute(path: "/household", isPage: true) { database in
                _ = try database.householdMembers()
                _ = try database.savedHouseholdTargets()
            },
            WebRoute(path: "/system", isPage: true) { database in
                let month = UsageMonth(containing: Date()).interval
                _ = try database.usage(from: month.start, to: month.end)
            },
            WebRoute(path: "/api/v1/trips?pageIndex=0&pageSize=50", isPage: false) {
                _ = try $0.tripsNewestFirst(limit: 50, offset: 0)
            },
            WebRoute(path: "/api/v1/trips/\(trip)", isPage: false) { database in
                let stored = try database.trip(id: trip)
                _ = try database.receipt(id: stored.trip.receiptId)
            },
            WebRoute(path: "/api/v1/foods?q=milk", isPage: false) { database in
                _ = try database.foodBankVersion()
                _ = try database.foods(ids: Array(milk.prefix(20)))
            },
            WebRoute(
                path: "/api/v1/reports/nutrition?from=\(fixture.month.start.iso)&to=\(fixture.month.end.iso)",
                isPage: false
            ) { try ReportQueries.cachedNutrition(in: $0) },
            WebRoute(path: "/api/v1/jobs/\(fixture.jobId)", isPage: false) { database in
                let job = try database.job(id: fixture.jobId)
                _ = try job?.receiptId.flatMap { try database.trip(forReceipt: $0) }
            },
            WebRoute(path: "/healthz", isPage: false) { _ = try $0.jobSummary(errorLimit: 0) },
        ]
    }
}
