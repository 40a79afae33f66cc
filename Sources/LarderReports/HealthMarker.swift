/// One nutrient per person-day against its reference intake, rated green, yellow or red.
public struct HealthMarker: Sendable, Hashable, Codable {
    public enum Nutrient: String, Sendable, Hashable, Codable, CaseIterable {
        case sodium
        case saturatedFat = "saturated_fat"
        case sugar
        case fibre

        /// The adult reference intake per day, in the marker's unit.
        ///
        /// Sodium 2,400 mg (6 g salt), saturates 20 g and sugars 90 g are the EU reference intakes of
        /// Regulation (EU) No 1169/2011, Annex XIII Part B; fibre 25 g is EFSA's adequate intake for adults
        /// (EFSA Journal 2010;8(3):1462), the lower end of the 25-30 g usually quoted.
        public var referenceIntake: Double {
            switch self {
            case .sodium: 2400
            case .saturatedFat: 20
            case .sugar: 90
            case .fibre: 25
            }
        }

        public var unit: String { self == .sodium ? "mg" : "g" }

        /// Fibre is a minimum to reach; the others are limits to stay under.
        public var isMinimum: Bool { self == .fibre }

        public var label: String {
            switch self {
            case .sodium: "sodium"
            case .saturatedFat: "saturated fat"
            case .sugar: "sugar"
            case .fibre: "fibre"
            }
        }
    }

    public enum Rating: String, Sendable, Hashable, Codable {
        case green
        case yellow
        case red
    }

    public var nutrient: Nutrient
    /// Amount per person-day.
    public var value: Double
    public var referenceIntake: Double
    public var rating: Rating

    /// Value as a percentage of the reference intake.
    public var percentOfReference: Double { value / referenceIntake * 100 }

    /// Rates `value` per person-day.
    ///
    /// Limits: green up to 100 % of the reference, yellow up to 125 %, red above. Fibre: green from 100 %,
    /// yellow from 60 % (15 g), red below. The yellow band is wide because bought food is not all eaten.
    public init(_ nutrient: Nutrient, value: Double) {
        self.nutrient = nutrient
        self.value = value
        referenceIntake = nutrient.referenceIntake
        let percent = value / nutrient.referenceIntake * 100
        if nutrient.isMinimum {
            rating = percent >= 100 ? .green : percent >= 60 ? .yellow : .red
        } else {
            rating = percent <= 100 ? .green : percent <= 125 ? .yellow : .red
        }
    }

    /// The four markers for amounts already divided by person-days.
    public static func markers(perPersonDay totals: NutrientTotals) -> [HealthMarker] {
        [
            HealthMarker(.sodium, value: totals.sodiumMg),
            HealthMarker(.saturatedFat, value: totals.saturatedFat),
            HealthMarker(.sugar, value: totals.sugar),
            HealthMarker(.fibre, value: totals.fibre),
        ]
    }
}
