import LarderCore
import LarderStore

@testable import LarderWeb

/// The version an item's form carries, for tests that post the form without reading the page.
enum ItemVersionProbe {
    static func version(of item: PurchasedItemRecord) -> String {
        ItemForm.version(of: item)
    }
}

/// The version a food's form carries.
enum FoodVersionProbe {
    static func version(of food: Food) -> String {
        FoodPages.version(of: food)
    }
}

/// The household targets form's fields as a browser sends them, from targets.
enum HouseholdFieldsProbe {
    static func fields(of targets: DailyTargets) -> String {
        HouseholdPage.targetFields.map { "\($0.field)=\(String(format: "%.0f", targets[keyPath: $0.keyPath]))" }
            .joined(separator: "&")
    }
}
