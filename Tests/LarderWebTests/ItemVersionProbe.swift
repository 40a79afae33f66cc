import LarderStore

@testable import LarderWeb

/// The version an item's form carries, for tests that post the form without reading the page.
enum ItemVersionProbe {
    static func version(of item: PurchasedItemRecord) -> String {
        ItemForm.version(of: item)
    }
}
