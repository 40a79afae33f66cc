import Foundation
import Testing

@testable import LarderReports

/// Column charts stay legible: labels never overlap however many columns, and empty columns print no zeros.
@Suite struct ColumnChartTests {
    /// The x position and text of every `<text>` at `y` in the chart.
    private func texts(in svg: String, atY y: String) -> [(x: Double, text: String)] {
        svg.split(separator: "\n").map(String.init).compactMap { line -> (x: Double, text: String)? in
            guard line.hasPrefix("<text"), line.contains("y=\"\(y)") else { return nil }
            guard let xStart = line.range(of: "x=\"")?.upperBound else { return nil }
            guard let contentStart = line.range(of: ">")?.upperBound else { return nil }
            guard let contentEnd = line.range(of: "</text>")?.lowerBound else { return nil }
            let x = Double(String(line[xStart...].prefix { $0 != "\"" })) ?? -1
            return (x, String(line[contentStart..<contentEnd]))
        }
    }

    @Test func fiftyTwoWeeksOfLabelsNeverTouch() {
        // Given a year of weeks, most of them with spending
        let bars = (0..<52).map { (week: Int) -> SVGChart.Bar in
            let label = String(format: "%02d-%02d", week / 4 + 1, week % 4 * 7 + 1)
            let cents = week % 5 * 1000
            return SVGChart.Bar(label: label, value: Double(cents), colour: "#000", caption: Number.money(cents))
        }

        // When they are drawn as columns
        let svg = SVGChart.columns(bars, title: "Spending per week")

        // Then the labels under them leave room for each other, and some are left out to do so
        let labels = texts(in: svg, atY: "206")
        #expect(labels.count < 52 && labels.count >= 8, "\(labels.count) labels")
        for (left, right) in zip(labels, labels.dropFirst()) {
            #expect(right.x - left.x >= SVGChart.textWidth(left.text), "\(left.text) and \(right.text) overlap")
        }
        // And no caption is written over a column too narrow for it, but the tallest column keeps its own
        let captions = svg.split(separator: "\n").filter { line in
            line.contains("font-size=\"10\"") && line.contains(".00<")
        }
        #expect(captions.count == 1, "\(captions)")
    }

    @Test func emptyWeeksPrintNoZeros() {
        let bars = (0..<8).map { (week: Int) -> SVGChart.Bar in
            let cents = week == 3 ? 2500 : 0
            return SVGChart.Bar(label: "w\(week)", value: Double(cents), colour: "#000", caption: Number.money(cents))
        }
        let svg = SVGChart.columns(bars, title: "Spending per week")
        #expect(!svg.contains(">0.00<"))
        #expect(svg.contains(">25.00<"))
        // And with few columns every label is written
        #expect(texts(in: svg, atY: "206").count == 8)
    }
}
