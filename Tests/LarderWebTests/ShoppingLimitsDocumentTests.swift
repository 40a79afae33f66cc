import Foundation
import LarderStore
import Testing

@testable import LarderWeb

/// The OpenAPI document states the limits of a shopping-list item as numbers of its own; they must be the ones
/// the server holds items to (``ShoppingItemLimits``), or schemathesis and clients test against the wrong ones.
struct ShoppingLimitsDocumentTests {
    @Test(arguments: ["NewShoppingItem", "ShoppingItemPatch"])
    func theDocumentStatesTheStoresItemLimits(schema name: String) throws {
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(PackageResources.openapi_json)) as? [String: Any])
        let schemas = try #require((document["components"] as? [String: Any])?["schemas"] as? [String: Any])
        let properties = try #require((schemas[name] as? [String: Any])?["properties"] as? [String: [String: Any]])

        #expect(properties["unit"]?["maxLength"] as? Int == ShoppingItemLimits.unit)
        #expect(properties["notes"]?["maxLength"] as? Int == ShoppingItemLimits.notes)
        #expect(properties["quantity"]?["minimum"] as? Double == ShoppingItemLimits.quantity.lowerBound)
        #expect(properties["quantity"]?["maximum"] as? Double == ShoppingItemLimits.quantity.upperBound)
        if let customName = properties["customName"] {
            #expect(customName["maxLength"] as? Int == ShoppingItemLimits.name)
        }
    }
}
