import LarderCore

/// Where the generated household shops, and the lines its receipts print that no food is found for.
enum HouseholdShops {
    struct Shop {
        let name: String
        let address: String
        let currency: String
        /// Prints English item names (a shop in the UK, where the household spends some weeks a year).
        let isEnglish: Bool
        /// How many of the household's trips go there, out of the weights' sum.
        let weight: Int
        /// Percent of its lines that are not food (a drugstore sells mostly soap).
        let nonFoodPercent: Int
    }

    static let all = [
        Shop(name: "REWE", address: "Bergmannstraße 12, 10961 Berlin", currency: "EUR", isEnglish: false, weight: 30,
             nonFoodPercent: 8),
        Shop(name: "Lidl", address: "Hermannstraße 90, 12051 Berlin", currency: "EUR", isEnglish: false, weight: 20,
             nonFoodPercent: 8),
        Shop(name: "ALDI SÜD", address: "Karl-Marx-Straße 101, 12043 Berlin", currency: "EUR", isEnglish: false,
             weight: 15, nonFoodPercent: 6),
        Shop(name: "EDEKA", address: "Oranienstraße 40, 10999 Berlin", currency: "EUR", isEnglish: false, weight: 12,
             nonFoodPercent: 8),
        Shop(name: "Kaufland", address: "Storkower Straße 139, 10407 Berlin", currency: "EUR", isEnglish: false,
             weight: 10, nonFoodPercent: 12),
        Shop(name: "dm-drogerie markt", address: "Schloßstraße 8, 12163 Berlin", currency: "EUR", isEnglish: false,
             weight: 5, nonFoodPercent: 70),
        Shop(name: "Tesco", address: "22 High Street, Brighton BN1 1AA", currency: "GBP", isEnglish: true, weight: 5,
             nonFoodPercent: 8),
        Shop(name: "Sainsbury's", address: "5 Church Road, Hove BN3 2AF", currency: "GBP", isEnglish: true, weight: 3,
             nonFoodPercent: 8),
    ]

    /// Lines that need no food (a deposit, a bag, soap): they never wait for review.
    static let nonFood: [(german: String, english: String, name: String, category: FoodCategory, cents: ClosedRange<Int>)] = [
        ("PFAND 0,25", "BOTTLE DEPOSIT", "deposit", .otherNonFood, 25...25),
        ("TRAGETASCHE", "CARRIER BAG", "carrier bag", .household, 10...30),
        ("SPUELMITTEL 500ML", "WASHING UP LIQUID", "washing-up liquid", .household, 95...249),
        ("KUECHENROLLE 4ER", "KITCHEN ROLL 4PK", "kitchen roll", .household, 199...349),
        ("ZAHNPASTA", "TOOTHPASTE", "toothpaste", .personalCare, 95...295),
        ("DUSCHGEL 250ML", "SHOWER GEL", "shower gel", .personalCare, 85...245),
        ("BATTERIEN AA 4ST", "BATTERIES AA 4PK", "batteries", .electronics, 299...599),
        ("MUELLBEUTEL 35L", "BIN BAGS 30L", "bin bags", .household, 149...299),
    ]

    /// Food lines the matcher finds no food for: they wait in the review queue.
    static let unknownFood: [(german: String, english: String, name: String, category: FoodCategory)] = [
        ("KNUSPER-MIX SCHOKO", "CRUNCHY MIX CHOC", "crunchy mix", .snacks),
        ("FEINK. SALAT NR.3", "DELI SALAD POT", "deli salad", .other),
        ("HERZH. BROTZEIT", "HEARTY PLATTER", "snack platter", .meat),
        ("AKTIONSARTIKEL 1", "MEAL DEAL", "promotion item", .other),
        ("BIO ANT.-PASTE", "ANTIPASTI PASTE", "antipasti paste", .pantry),
        ("QUETSCHIE APF-MANGO", "FRUIT POUCH", "fruit pouch", .snacks),
        ("PROT.RIEGEL CRISP", "PROTEIN BAR", "protein bar", .snacks),
        ("WUERZPASTE THAI", "CURRY PASTE", "curry paste", .pantry),
    ]

    /// Why a receipt waits for review; the first also changes the total so that the sums disagree.
    static let reviewReasons = [
        "items add up to a different amount than the total", "low OCR confidence (48)", "no date found on the receipt",
    ]

    /// Grams a line of a category weighs, and the cents it costs, as a range to draw from.
    static func pack(of category: FoodCategory) -> (grams: ClosedRange<Int>, cents: ClosedRange<Int>) {
        switch category {
        case .produce: (250...2000, 49...399)
        case .dairy: (150...1000, 45...349)
        case .meat: (200...1000, 199...1299)
        case .seafood: (125...400, 249...899)
        case .bakery: (250...1000, 39...399)
        case .beverages: (330...1500, 29...299)
        case .snacks: (75...300, 79...349)
        case .frozen: (300...1000, 149...499)
        case .pantry: (250...1000, 59...399)
        default: (100...500, 99...399)
        }
    }
}
