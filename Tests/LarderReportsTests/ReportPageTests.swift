import Foundation
import LarderReports
import LarderTestSupport
import Testing

@Suite struct ReportPageTests {
    @Test func thePageIsSelfContainedWithAChartPerTopic() throws {
        let fixture = try ReportFixture()
        let report = try NutritionReport(period: ReportFixture.week, database: fixture.database)

        let html = ReportPage.html(report)

        #expect(!html.lowercased().contains("<script"))
        // The only URL is SVG's namespace, which is a name, not something fetched.
        let urls = html.components(separatedBy: "http").dropFirst()
        #expect(urls.allSatisfy { $0.hasPrefix("://www.w3.org/2000/svg") })
        #expect(html.components(separatedBy: "<svg").count - 1 == 5)
        for title in ["Macro split", "Health markers", "kcal bought per week", "Spending per week", "Top foods"] {
            #expect(html.contains(title), "\(title)")
        }
        // The fibre marker is red (7.1 g of 25 g) and drawn in the red colour.
        #expect(html.contains("fibre (red)"))
        #expect(html.contains("#d43c2c"))
    }

    @Test func theSpendingPageChartsEachGroup() throws {
        let fixture = try ReportFixture()
        let report = try SpendingReport(period: ReportFixture.week, grouping: .store, database: fixture.database)

        let html = ReportPage.html(report)

        #expect(html.contains("<title>Larder spending 2024-03-11 to 2024-03-17</title>"))
        #expect(html.contains("Spending by store"))
        #expect(html.contains(">ALDI</text>") && html.contains(">10.50 EUR</text>"))
        #expect(!html.lowercased().contains("<script"))
    }

    @Test func chromiumRendersThePageToAPNG() throws {
        let fixture = try ReportFixture()
        try fixture.addHousehold()
        let report = try NutritionReport(period: ReportFixture.week, database: fixture.database)
        let spending = try SpendingReport(period: ReportFixture.week, grouping: .store, database: fixture.database)
        let folder = try TemporaryDirectory()

        guard let rendering = try HeadlessChromium.render(ReportPage.html(report, spending: spending), in: folder)
        else {
            Issue.record("chromium is not installed, so the HTML report cannot be checked; run `make deps`")
            return
        }

        #expect(rendering.exitCode == 0, "chromium failed: \(rendering.log)")
        // A PNG starts with its 8-byte signature; width and height are big-endian at bytes 16 and 20.
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        #expect(Array(rendering.png.prefix(8)) == signature, "no PNG written: \(rendering.log)")
        try #require(rendering.png.count > 24)
        let width = rendering.png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = rendering.png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 800)
        #expect(height == 2400)
        #expect(!rendering.log.contains("ERR_FILE_NOT_FOUND"))
    }
}
