import LarderCore
import LarderStore

/// What the household bought in a period, as nutrition: `larder report nutrition`.
public struct NutritionReport: Sendable, Hashable, Codable {
    public var period: ReportPeriod
    /// Household members, at least 1: person-days are `days × householdSize`.
    public var householdSize: Int
    public var summary: NutritionSummary
    public var previous: NutritionSummary
    public var markers: [HealthMarker]
    /// The household's targets and how the period's daily average compares; `nil` without a household.
    public var targets: TargetComparison?
    /// Kcal and spending per week: every week of the period and the weeks before it, at least 8, for charts.
    public var weeks: [WeekFigures]
    /// The foods (or unmatched item names) the most money went on in the period.
    public var topFoods: [FoodSpending]

    /// Builds the report from the database.
    /// - Parameter historyWeeks: How many weeks the `weeks` series covers at least, ending with the period's last
    ///   week.
    public init(
        period: ReportPeriod, database: LarderDatabase, historyWeeks: Int = 8, topFoodCount: Int = 10
    ) throws {
        let members = try database.householdMembers()
        self.period = period
        householdSize = max(1, members.count)
        let lastWeek = ReportPeriod.week(containing: period.end)
        // At least `historyWeeks`, and every week of a longer period.
        let first = min(
            ReportPeriod.week(containing: period.start).start, lastWeek.start.adding(days: -7 * (max(1, historyWeeks) - 1)))
        let history = ReportPeriod(start: first, end: lastWeek.end)
        // One read covering the period, the one before and the weeks of the charts, sliced here: the three
        // overlap, and each read scans the trips of its dates.
        let all = try database.reportLines(
            from: min(period.previous.start, history.start), to: max(period.end, history.end))
        let within = { (slice: ReportPeriod) in all.filter { $0.date >= slice.start && $0.date <= slice.end } }
        let lines = within(period)
        let previousLines = within(period.previous)
        // One currency for every figure of the report, so this period and the previous one compare.
        let currency = Currencies.main(of: (lines.isEmpty ? previousLines : lines).map { ($0.currency, $0.priceCents) })
        let summary = NutritionSummary(lines: lines, period: period, currency: .some(currency))
        self.summary = summary
        previous = NutritionSummary(lines: previousLines, period: period.previous, currency: .some(currency))
        let personDays = Double(period.days * householdSize)
        markers = HealthMarker.markers(perPersonDay: summary.totals.divided(by: personDays))
        let chosen = try HouseholdTargets.current(in: database)
        targets = chosen.map { TargetComparison(targets: $0, perDay: summary.totals.divided(by: Double(period.days))) }
        weeks = WeekFigures.series(of: within(history), over: history, currency: currency)
        topFoods = FoodSpending.top(topFoodCount, in: lines, currency: currency)
    }
}

/// The figures of one period, shown for the report's period and the one before it.
public struct NutritionSummary: Sendable, Hashable, Codable {
    public var period: ReportPeriod
    public var totals: NutrientTotals
    /// Total kcal divided by the period's days (not by person-days).
    public var kcalPerDay: Double
    public var macroSplit: MacroSplit
    /// The currency the money below is in: the one most of the report's receipts name; `nil` when none did.
    public var currency: String?
    /// Everything bought, food or not, in cents of ``currency``.
    public var spentCents: Int
    /// Food items (and items of unknown kind), in cents of ``currency``.
    public var foodSpentCents: Int
    /// Food spending on items with a food and a weight, the ones the totals count, in cents of ``currency``.
    public var matchedFoodSpentCents: Int
    /// What was bought in each other currency, never added to the figures above.
    public var otherSpending: [CurrencyAmount]
    /// Food bought in each other currency.
    public var otherFoodSpending: [CurrencyAmount]

    /// Share of food spending the totals count, 0 to 1, in ``currency``; 0 when nothing was bought.
    public var coverage: Double

    /// Sums the lines. Items of a non-food category never count for nutrition; an item counts when it has a food
    /// and a weight in grams, since the food's values are per 100 g. Money counts in `currency` only (a receipt
    /// that named none counts as it); other currencies are summed apart.
    /// - Parameter currency: The report's currency; by default the one most of the lines name.
    public init(lines: [ReportLine], period: ReportPeriod, currency: String?? = nil) {
        let main = currency ?? Currencies.main(of: lines.map { ($0.currency, $0.priceCents) })
        self.period = period
        self.currency = main
        var totals = NutrientTotals()
        var spent = 0
        var food = 0
        var matched = 0
        var foodLines: [(currency: String?, cents: Int)] = []
        for line in lines {
            let counts = Currencies.of(line.currency, main: main) == main
            if counts { spent += line.priceCents }
            guard line.category?.isFood ?? true else { continue }
            foodLines.append((line.currency, line.priceCents))
            if counts { food += line.priceCents }
            guard let nutrition = line.nutrition, let grams = line.grams else { continue }
            if counts { matched += line.priceCents }
            totals.add(grams: grams, of: nutrition)
        }
        self.totals = totals
        kcalPerDay = totals.kcal / Double(period.days)
        macroSplit = MacroSplit(totals)
        spentCents = spent
        foodSpentCents = food
        matchedFoodSpentCents = matched
        otherSpending = Currencies.others(of: lines.map { ($0.currency, $0.priceCents) }, main: main)
        otherFoodSpending = Currencies.others(of: foodLines, main: main)
        coverage = food > 0 ? Double(matched) / Double(food) : 0
    }
}

/// The household's daily targets beside the period's daily average.
public struct TargetComparison: Sendable, Hashable, Codable {
    public var targets: DailyTargets
    /// The period's totals divided by its days: what the household bought per day.
    public var perDay: NutrientTotals
}

/// One week's kcal and spending.
public struct WeekFigures: Sendable, Hashable, Codable {
    /// The week's Monday.
    public var start: ReceiptDate
    public var kcal: Double
    /// In the report's currency.
    public var spentCents: Int

    static func series(of lines: [ReportLine], over period: ReportPeriod, currency: String?) -> [WeekFigures] {
        period.weekStarts.map { monday in
            let week = lines.filter { $0.date >= monday && $0.date <= monday.adding(days: 6) }
            let summary = NutritionSummary(
                lines: week, period: ReportPeriod.week(containing: monday), currency: .some(currency))
            return WeekFigures(start: monday, kcal: summary.totals.kcal, spentCents: summary.spentCents)
        }
    }
}

/// Money spent on one food (or one unmatched item name), in the report's currency.
public struct FoodSpending: Sendable, Hashable, Codable {
    public var name: String
    public var spentCents: Int

    static func top(_ count: Int, in lines: [ReportLine], currency: String?) -> [FoodSpending] {
        var sums: [String: Int] = [:]
        for line in lines where line.category?.isFood ?? true && Currencies.of(line.currency, main: currency) == currency {
            sums[line.foodName ?? line.itemName, default: 0] += line.priceCents
        }
        let sorted = sums.map { FoodSpending(name: $0.key, spentCents: $0.value) }
            .sorted { ($0.spentCents, $1.name) > ($1.spentCents, $0.name) }
        return Array(sorted.prefix(count))
    }
}
