import LarderCore
import LarderStore
import Testing

/// The matcher over the real seeded food bank, with receipt lines as German and English shops print them.
///
/// Measured with `FoodMatcher.defaultThreshold`: see `hitRateOnTheReceiptTable` for the current rate.
@Suite struct SeededFoodMatcherTests {
    /// The seeded matcher, built once for all tests because seeding takes a moment.
    static let seeded: Result<FoodMatcher, any Error> = Result {
        FoodMatcher(foods: try LarderDatabase.inMemory().matchableFoods())
    }

    /// Receipt lines (and English names) with the food they are.
    static let receiptLines: [(names: [String], food: String)] = [
        (["H-MILCH 3,5% 1L"], "whole milk"),
        (["H-MILCH 1,5% 1L"], "semi-skimmed milk"),
        (["FRISCHMILCH 1,5% 1L"], "semi-skimmed milk"),
        (["JOGHURT 1,5% 500G"], "low-fat yoghurt"),
        (["BIO BANANEN"], "banana"),
        (["HAEHNCHENBRUSTFILET"], "chicken breast"),
        (["GOUDA JUNG SCHEIBEN"], "gouda"),
        (["ROGGENBROT 500G"], "rye bread"),
        (["TK ERBSEN 750G"], "frozen peas"),
        (["MINERALWASSER"], "mineral water"),
        (["KAFFEE GEMAHLEN"], "coffee"),
        (["semi-skimmed milk"], "semi-skimmed milk"),
        (["cheddar"], "cheddar"),
        (["HAEHNCHENBR. 400G"], "chicken breast"),
        (["BIOVOLLMILCH 1L"], "whole milk"),
        (["SPEISEQUARK MAGERSTUFE 500G"], "quark"),
        (["DEUTSCHE MARKENBUTTER 250G"], "butter"),
        (["EIER M 10ST"], "eggs"),
        (["SCHLAGSAHNE 30% 200ML"], "whipping cream"),
        (["KARTOFFELN FESTK. 2KG"], "potatoes"),
        (["RISPENTOMATEN"], "tomatoes"),
        (["SALATGURKE"], "cucumber"),
        (["PAPRIKA ROT"], "red pepper"),
        (["ZWIEBELN 1KG"], "onions"),
        (["APFEL ELSTAR 1KG"], "apple"),
        (["WEIZENMEHL TYPE 405 1KG"], "flour"),
        (["ZUCKER 1KG"], "sugar"),
        (["SPAGHETTI 500G"], "pasta"),
        (["BASMATI REIS 1KG"], "rice"),
        (["SONNENBLUMENOEL 1L"], "sunflower oil"),
        (["TOMATEN PASSIERT 500G"], "passata"),
        (["RINDERHACKFLEISCH 500G"], "beef mince"),
        (["SALAMI GESCHNITTEN"], "salami"),
        (["WIENER WUERSTCHEN"], "frankfurters"),
        (["LACHSFILET TK 250G"], "salmon"),
        (["TOASTBROT"], "white bread"),
        (["BROETCHEN 6ST"], "bread roll"),
        (["JOGHURT NATUR 3,5%"], "natural yoghurt"),
        (["PILS 0,5L"], "beer"),
        (["APFELSAFT NATURTRUEB 1L"], "apple juice"),
        (["COCA COLA 1,5L"], "cola"),
        (["VOLLMILCHSCHOKOLADE 100G"], "milk chocolate"),
        (["ERDBEEREN 500G"], "strawberries"),
        (["MOEHREN 1KG"], "carrots"),
        (["HAFERFLOCKEN ZART 500G"], "oats"),
        (["FRISCHKAESE NATUR"], "cream cheese"),
        (["RAPSOEL 1L"], "rapeseed oil"),
        (["GEWUERZGURKEN 720ML"], "gherkins"),
        (["chicken breast", "HAEHNCHENBRUSTFILET 1KG"], "chicken breast"),
        (["whole milk", "H-MILCH 3,5% 1L"], "whole milk"),
        (["minced beef"], "beef mince"),
        (["crisps"], "crisps"),
        (["bread roll", "KAISERBROETCHEN"], "bread roll"),
    ]

    /// Lines from the real German receipts in `../shared/datasets/german-dev` (as printed, OCR slips fixed) and
    /// everyday lines written for this table, none of them used to pick aliases: a held-out check.
    /// Several foods are acceptable where the receipt does not say more.
    static let heldOutLines: [(line: String, foods: Set<String>)] = [
        ("FRISCHKÄSE KREATION", ["cream cheese"]), ("BRIOCHE-KNOTEN", ["brioche"]),
        ("FITNESSBRÖTCHEN", ["bread roll", "wholemeal roll"]), ("Bulgur-Kräuter", ["bulgur"]),
        ("Jacobs Krönung Aroma", ["coffee"]), ("Premium Vodka", ["spirits"]), ("Apfelsaft 1,5l", ["apple juice"]),
        ("TH.HENRY TONIC WAT", ["tonic water"]), ("ORANGENSAFT", ["orange juice"]), ("SCHOKOLADE", ["milk chocolate"]),
        ("KAROTTENBRÖTCHEN", ["bread roll", "wholemeal roll"]), ("WÜRFELZUCKER", ["sugar"]),
        ("STOLZENFELS SEKT 0,2L", ["sparkling wine"]), ("KAMILLENTEE", ["herbal tea"]),
        ("DOPPELBRÖTCHEN", ["bread roll"]), ("VOLLKORNBRÖTCHEN", ["wholemeal roll"]),
        ("Hähnchenb. Klassik", ["chicken breast"]), ("Emmentaler Stück", ["emmental"]),
        ("Hela Ketchup delikat", ["ketchup"]), ("Balance Brot", ["rye bread", "multigrain bread", "wholemeal bread"]),
        ("SMIRNOFF VODKA 0,7L", ["spirits"]), ("ALBI APFELSAFT 1L", ["apple juice"]), ("MORTADELLA", ["mortadella"]),
        ("MAULTASCHEN", ["tortellini"]), ("ZWIEBACK", ["rusks"]), ("LEBERKAESE", ["leberkäse"]),
        ("FLEISCHWURST", ["bologna"]), ("SCHWARZWAELDER SCHINKEN", ["cured ham"]), ("BERGKAESE", ["gruyère"]),
        ("SAHNE 30% 200G", ["whipping cream"]), ("CREME FRAICHE", ["sour cream"]), ("SCHMAND 24%", ["sour cream"]),
        ("SPEISEQUARK 20%", ["quark"]), ("BUTTERMILCH", ["buttermilk"]), ("ESSIG ESSENZ", ["vinegar"]),
        ("TK HIMBEEREN", ["frozen berries"]), ("EISBERG", ["iceberg lettuce"]), ("ZUCCHINI GRUEN", ["courgette"]),
        ("KIWI GRUEN", ["kiwi"]), ("ROTE ZWIEBELN", ["onions"]), ("SUESSKARTOFFELN", ["sweet potato"]),
        ("GEMUESEZWIEBELN", ["onions"]), ("HIRTENKAESE", ["feta"]), ("KIRSCHTOMATEN", ["tomatoes"]),
        ("AUFBACKBROETCHEN", ["bread roll"]), ("KNAECKEBROT", ["crispbread"]), ("ERDNUESSE GESALZEN", ["peanuts"]),
        ("RED BULL 0,25L", ["energy drink"]), ("FANTA 1,5L", ["orange soda"]), ("EISTEE PFIRSICH", ["iced tea"]),
        ("RADLER 0,5L", ["shandy"]), ("HEFEWEIZEN", ["beer"]), ("RIESLING", ["white wine"]),
        ("PUTENBRUSTFILET", ["turkey breast"]), ("RINDERSTEAK", ["beef steak"]), ("BRATWURST GROB", ["bratwurst"]),
        ("GARNELEN", ["prawns"]), ("THUNFISCH IN OEL", ["tuna in oil"]), ("mince", ["mixed mince"]),
        ("sliced ham", ["ham"]), ("cheddar cheese", ["cheddar"]), ("double cream", ["whipping cream"]),
        ("porridge oats", ["oats"]), ("OREO COOKIES 14.3OZ", ["sandwich cookies"]),
        ("LOOSE BRAEBURN APPLES", ["apple"]), ("SMOKED BACK BACON 300G", ["bacon"]), ("TEA BAGS 80S", ["black tea"]),
    ]

    /// Lines that are no food in the bank and must stay unmatched, from the same receipts and everyday shopping.
    static let heldOutNonFood = [
        "SEBAMED TROCKENE HAUT", "BIO MUELLBEUTEL", "ELKOS WASCHLOTION", "MOSER ROTH PREMIUM", "HANDY GUTHABEN 15EUR",
        "BLUMENSTRAUSS", "GRUSSKARTE", "LED LEUCHTE", "SOCKEN 3ER", "KOCHLOEFFEL HOLZ", "USB LADEKABEL",
        "BLUMENTOPF 12CM", "HAARGUMMIS", "GRILLKOHLE 3KG", "SUSHI BOX", "SUPER SANDWICH", "Karottensalat",
        "kitchen roll", "paracetamol", "dog food", "light bulbs", "birthday card", "flowers", "Nivea Creme 150ml",
    ]

    static let nonFoodLines = [
        "SPUELMITTEL", "ZAHNPASTA", "BATTERIEN AA 4ST", "PFAND", "PFAND 0,25", "LEERGUT", "TRAGETASCHE",
        "TOILETTENPAPIER 8 ROLLEN", "DUSCHGEL 250ML", "WASCHMITTEL COLOR",
    ]

    @Test(arguments: receiptLines.indices)
    func receiptLinesMatchTheirFood(index: Int) throws {
        let (names, food) = Self.receiptLines[index]
        let matcher = try Self.seeded.get()

        let match = matcher.bestMatch(for: names)

        #expect(match?.foodName == food, "\(names) → \(String(describing: match))")
    }

    @Test func hitRateOnTheReceiptTable() throws {
        // Given the receipt table and the seeded matcher
        let matcher = try Self.seeded.get()

        // When every line is matched
        let hits = Self.receiptLines.filter { matcher.bestMatch(for: $0.names)?.foodName == $0.food }.count
        let rate = Double(hits) / Double(Self.receiptLines.count)

        // Then (almost) all of them find their food
        print("FoodMatcher hit rate on \(Self.receiptLines.count) receipt lines: \(hits) (\(rate))")
        #expect(rate >= 0.95)
    }

    @Test func hitRateOnHeldOutLines() throws {
        // Given lines not used to pick aliases
        let matcher = try Self.seeded.get()

        // When each is matched
        let right = Self.heldOutLines.filter { line, foods in
            matcher.bestMatch(for: [line]).map { foods.contains($0.foodName) } ?? false
        }
        let wronglyMatched = Self.heldOutNonFood.filter { matcher.bestMatch(for: [$0]) != nil }

        // Then nearly all foods are found and every non-food line stays unmatched
        let rate = Double(right.count) / Double(Self.heldOutLines.count)
        print(
            "FoodMatcher held-out: \(right.count)/\(Self.heldOutLines.count) foods right (\(rate)); "
                + "non-food matched: \(wronglyMatched)")
        #expect(rate >= 0.95)
        #expect(wronglyMatched.isEmpty)
    }

    @Test func knownLimitations() throws {
        let matcher = try Self.seeded.get()

        // A ready meal the bank does not have, named after its main ingredient, matches the ingredient.
        withKnownIssue {
            #expect(matcher.bestMatch(for: ["INDISCHES CHICKEN"]) == nil)
        }
        // Skimmed milk (0,1 %) is only told apart from whole milk, as semi-skimmed ("fettarm").
        withKnownIssue {
            #expect(matcher.bestMatch(for: ["H-MILCH 0,1%"])?.foodName == "skimmed milk")
        }
    }

    @Test(arguments: nonFoodLines)
    func nonFoodLinesStayUnmatched(line: String) throws {
        let matcher = try Self.seeded.get()

        #expect(matcher.bestMatch(for: [line]) == nil)
    }

    @Test func anExactAliasBeatsAnAbbreviationBeatsAFuzzyGuess() throws {
        let matcher = try Self.seeded.get()

        let exact = try #require(matcher.bestMatch(for: ["HAEHNCHENBRUSTFILET"]))
        let abbreviated = try #require(matcher.bestMatch(for: ["HAEHNCHENBR."]))
        let misread = matcher.candidates(for: ["HAEHNCHNBRSTFLT"], limit: 1).first

        #expect(exact.confidence == 1)
        #expect(abbreviated.confidence < exact.confidence)
        #expect((misread?.confidence ?? 0) < abbreviated.confidence)
    }
}
