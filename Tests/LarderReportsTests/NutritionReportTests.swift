import LarderCore
import LarderReports
import Testing

@Suite struct NutritionReportTests {
    /// Counted in the week: oats 500 g, cheese 200 g and cheese 100 g (apples have no weight, soap is not food).
    /// kcal 2000 + 700 + 350 = 3050; protein 50 + 50 + 25 = 125; carbohydrates 300 + 4 + 2 = 306;
    /// fat 40 + 56 + 28 = 124; saturates 10 + 36 + 18 = 64; sugar 5; fibre 50; sodium 50 + 1200 + 600 = 1850 mg.
    @Test func totalsAreItemGramsTimesFoodValuesPer100g() throws {
        let fixture = try ReportFixture()

        let report = try NutritionReport(period: ReportFixture.week, database: fixture.database)

        let totals = report.summary.totals
        #expect(abs(totals.kcal - 3050) < 1e-9)
        #expect(abs(totals.protein - 125) < 1e-9)
        #expect(abs(totals.carbohydrates - 306) < 1e-9)
        #expect(abs(totals.fat - 124) < 1e-9)
        #expect(abs(totals.saturatedFat - 64) < 1e-9)
        #expect(abs(totals.sugar - 5) < 1e-9)
        #expect(abs(totals.fibre - 50) < 1e-9)
        #expect(abs(totals.sodiumMg - 1850) < 1e-9)
        // 3050 kcal over 7 days
        #expect(abs(report.summary.kcalPerDay - 3050.0 / 7) < 1e-9)
    }

    /// Protein 125 g × 4 = 500 kcal, carbohydrates 306 × 4 = 1224, fat 124 × 9 = 1116; together 2840.
    @Test func theMacroSplitIsByCalories() throws {
        let fixture = try ReportFixture()

        let split = try NutritionReport(period: ReportFixture.week, database: fixture.database).summary.macroSplit

        #expect(abs(split.proteinPercent - 500.0 / 2840 * 100) < 1e-9)
        #expect(abs(split.carbohydratesPercent - 1224.0 / 2840 * 100) < 1e-9)
        #expect(abs(split.fatPercent - 1116.0 / 2840 * 100) < 1e-9)
    }

    /// Spent 3 + 4 + 2 + 1 + 2.50 + 1.50 = 14.00; food (without soap) 12.00; counted 3 + 4 + 2.50 = 9.50.
    @Test func coverageIsTheShareOfFoodSpendingThatIsCounted() throws {
        let fixture = try ReportFixture()

        let summary = try NutritionReport(period: ReportFixture.week, database: fixture.database).summary

        #expect(summary.spentCents == 1400)
        #expect(summary.foodSpentCents == 1200)
        #expect(summary.matchedFoodSpentCents == 950)
        #expect(abs(summary.coverage - 950.0 / 1200) < 1e-12)
    }

    /// The week before holds only trip C: oats 1000 g = 4000 kcal for 5.00, all of it counted.
    @Test func thePreviousPeriodIsTheWeekBefore() throws {
        let fixture = try ReportFixture()

        let previous = try NutritionReport(period: ReportFixture.week, database: fixture.database).previous

        #expect(previous.period.start.iso == "2024-03-04")
        #expect(abs(previous.totals.kcal - 4000) < 1e-9)
        #expect(previous.spentCents == 500)
        #expect(previous.coverage == 1)
    }

    /// Without a household a person-day is a day: sodium 1850 / 7 = 264.3 mg (green), saturates 64 / 7 = 9.14 g
    /// (green), sugar 5 / 7 g (green), fibre 50 / 7 = 7.14 g, 28.6 % of 25 g (red).
    @Test func healthMarkersArePerPersonDay() throws {
        let fixture = try ReportFixture()

        let report = try NutritionReport(period: ReportFixture.week, database: fixture.database)

        #expect(report.householdSize == 1)
        let markers = Dictionary(uniqueKeysWithValues: report.markers.map { ($0.nutrient, $0) })
        #expect(abs(markers[.sodium]!.value - 1850.0 / 7) < 1e-9)
        #expect(markers[.sodium]!.rating == .green)
        #expect(abs(markers[.saturatedFat]!.value - 64.0 / 7) < 1e-9)
        #expect(abs(markers[.sugar]!.value - 5.0 / 7) < 1e-9)
        #expect(abs(markers[.fibre]!.value - 50.0 / 7) < 1e-9)
        #expect(markers[.fibre]!.rating == .red)
        #expect(report.targets == nil)
    }

    /// With two members a week is 14 person-days: sodium 1850 / 14 = 132.1 mg.
    @Test func aHouseholdDividesByItsSizeAndBringsTargets() throws {
        let fixture = try ReportFixture()
        try fixture.addHousehold()

        let report = try NutritionReport(period: ReportFixture.week, database: fixture.database)

        #expect(report.householdSize == 2)
        #expect(abs(report.markers.first { $0.nutrient == .sodium }!.value - 1850.0 / 14) < 1e-9)
        let comparison = try #require(report.targets)
        // Anna 2046.3875 kcal + Ben 2076 kcal (see HouseholdTargetsTests)
        #expect(abs(comparison.targets.kcal - 4122.3875) < 1e-9)
        #expect(abs(comparison.perDay.kcal - 3050.0 / 7) < 1e-9)
        #expect(abs(comparison.perDay.protein - 125.0 / 7) < 1e-9)
    }

    @Test func savedTargetsWinOverComputedOnes() throws {
        let fixture = try ReportFixture()
        try fixture.addHousehold()
        let chosen = DailyTargets(
            kcal: 3000, protein: 150, carbohydrates: 300, fat: 100, saturatedFatMax: 30, sugarMax: 100, fibreMin: 50,
            sodiumMaxMg: 4000, source: "user", explanation: "set by hand")
        try fixture.database.saveHouseholdTargets(chosen)

        let report = try NutritionReport(period: ReportFixture.week, database: fixture.database)

        #expect(report.targets?.targets == chosen)
    }

    /// Eight weeks ending with the week of 11 March start on 22 January; the week before holds trip C (4000 kcal,
    /// 5.00) and the week itself trips A and B (3050 kcal, 14.00). Trip D, the week after, is in neither.
    @Test func weeksAndTopFoodsFeedTheCharts() throws {
        let fixture = try ReportFixture()

        let report = try NutritionReport(period: ReportFixture.week, database: fixture.database)

        #expect(report.weeks.count == 8)
        #expect(report.weeks.first?.start.iso == "2024-01-22")
        #expect(report.weeks.suffix(2).map(\.spentCents) == [500, 1400])
        #expect(report.weeks.suffix(2).map { $0.kcal.rounded() } == [4000, 3050])
        #expect(report.weeks.dropLast(2).allSatisfy { $0.spentCents == 0 })
        // cheese 4.00 + 2.50; oats 3.00 + the apples linked to it 1.50; the unmatched item 1.00; soap is not food.
        #expect(report.topFoods.map(\.name) == ["test cheese", "test oats", "mystery item"])
        #expect(report.topFoods.map(\.spentCents) == [650, 450, 100])
    }
}

@Suite struct WeekSeriesTests {
    /// 1 January 2024 is a Monday and 31 March a Sunday: 91 days, 13 whole ISO weeks, and the chart shows every
    /// one of them, not only the last 8.
    @Test func aLongPeriodShowsAllItsWeeks() throws {
        let fixture = try ReportFixture()
        let quarter = ReportPeriod(start: .init(iso: "2024-01-01")!, end: .init(iso: "2024-03-31")!)

        let report = try NutritionReport(period: quarter, database: fixture.database)

        #expect(report.weeks.count == 13)
        #expect(report.weeks.first?.start.iso == "2024-01-01")
        #expect(report.weeks.last?.start.iso == "2024-03-25")
        // Trips C (5.00), A and B (14.00); D is on 18 March: 9.99 in the week of 18 March.
        #expect(report.weeks.map(\.spentCents).filter { $0 != 0 } == [500, 1400, 999])
    }
}
