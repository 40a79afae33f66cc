import LarderReports
import Testing

@Suite struct HealthMarkerTests {
    @Test(arguments: [
        // sodium limit 2400 mg: green to 100 %, yellow to 125 % (3000 mg), red above
        (HealthMarker.Nutrient.sodium, 2400.0, HealthMarker.Rating.green),
        (.sodium, 2401, .yellow),
        (.sodium, 3000, .yellow),
        (.sodium, 3001, .red),
        (.saturatedFat, 20, .green),
        (.saturatedFat, 26, .red),
        (.sugar, 100, .yellow),
        // fibre minimum 25 g: green from 25, yellow from 15 (60 %), red below
        (.fibre, 25, .green),
        (.fibre, 15, .yellow),
        (.fibre, 14.9, .red),
    ])
    func ratingsFollowTheDocumentedThresholds(
        nutrient: HealthMarker.Nutrient, value: Double, rating: HealthMarker.Rating
    ) {
        #expect(HealthMarker(nutrient, value: value).rating == rating)
    }

    @Test func referenceIntakesAreTheEUAndEFSAValues() {
        #expect(HealthMarker.Nutrient.sodium.referenceIntake == 2400)
        #expect(HealthMarker.Nutrient.saturatedFat.referenceIntake == 20)
        #expect(HealthMarker.Nutrient.sugar.referenceIntake == 90)
        #expect(HealthMarker.Nutrient.fibre.referenceIntake == 25)
    }
}
