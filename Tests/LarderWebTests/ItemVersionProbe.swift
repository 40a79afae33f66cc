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
