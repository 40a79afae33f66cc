import Foundation
import LarderCore
import LarderStore
import LarderTestSupport
import Testing

/// `/foods`: browse and search the food bank, correct a food's values per 100 g, add one by hand.
@Suite struct WebFoodPagesTests {
    @Test func foodsAreBrowsedByCategoryAndFoundBySearch() async throws {
        try await WebTestServer.with { server in
            let cookie = try await server.signIn()
            let dairy = try await server.send(.GET, "/foods?category=dairy&pageSize=200", token: nil, cookie: cookie)
            #expect(dairy.status == 200)
            #expect(dairy.body.contains(">whole milk<") && !dairy.body.contains(">banana<"))
            let search = try await server.send(.GET, "/foods?q=vollmilch", token: nil, cookie: cookie)
            #expect(search.body.contains(">whole milk<"))
        }
    }

    @Test func aFoodsValuesAreCorrectedAndAStalePageIsRefused() async throws {
        try await WebTestServer.with { server in
            let milk = try #require(try server.database.searchFoods("whole milk", limit: 1).first)
            let cookie = try await server.signIn()
            let page = try await server.send(.GET, "/foods/\(milk.foodId)", token: nil, cookie: cookie)
            #expect(page.status == 200 && page.body.contains("Energy (kcal per 100 g)"))
            let csrf = try WebTestServer.field("csrf", in: page.body)
            let version = try WebTestServer.field("version", in: page.body)

            let saved = try await server.postForm(
                "/foods/\(milk.foodId)", cookie: cookie,
                "csrf=\(csrf)&version=\(version)&name=whole%20milk&category=dairy&kcal=64&protein=3%2C4&fat=3.6")
            #expect(saved.status == 303, "\(saved.body)")
            let food = try #require(try server.database.food(id: milk.foodId))
            #expect(food.nutrition.kcal == 64 && food.nutrition.protein == 3.4 && food.nutrition.fat == 3.6)

            let stale = try await server.postForm(
                "/foods/\(milk.foodId)", cookie: cookie, "csrf=\(csrf)&version=\(version)&name=milk&category=dairy")
            #expect(stale.status == 409)
            let wrong = try await server.postForm(
                "/foods/\(milk.foodId)", cookie: cookie,
                "csrf=\(csrf)&version=\(FoodVersionProbe.version(of: food))&name=milk&category=dairy&kcal=-4")
            #expect(wrong.status == 400)
        }
    }

    @Test func aFoodIsAddedByHand() async throws {
        try await WebTestServer.with { server in
            let cookie = try await server.signIn()
            let form = try await server.send(.GET, "/foods/new", token: nil, cookie: cookie)
            let csrf = try WebTestServer.field("csrf", in: form.body)
            let added = try await server.postForm(
                "/foods", cookie: cookie, "csrf=\(csrf)&name=grandma%27s%20jam&category=pantry&kcal=250&sugar=55")
            #expect(added.status == 303)
            let location = try #require(added.headers["Location"].first)
            let id = try #require(Int64(location.replacingOccurrences(of: "/foods/", with: "")))
            let food = try #require(try server.database.food(id: id))
            #expect(food.name == "grandma's jam" && food.source == "user" && food.nutrition.sugar == 55)
            #expect(try server.database.searchFoods("grandmas jam", limit: 1).first?.foodId == id)
        }
    }
}
