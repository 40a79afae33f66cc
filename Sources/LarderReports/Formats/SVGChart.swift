/// Small inline SVG charts: no scripts, no fonts or files from elsewhere, so a report page works offline.
enum SVGChart {
    struct Bar {
        var label: String
        var value: Double
        var colour: String
        /// What the bar's end shows, e.g. "264 mg (11 %)".
        var caption: String
    }

    /// Bars left to right from a label column; `reference` draws a dashed line at that value (100 % of a target).
    static func horizontalBars(_ bars: [Bar], title: String, reference: Double? = nil) -> String {
        let rowHeight = 26.0
        let labelWidth = 170.0
        let barWidth = 330.0
        let height = Double(bars.count) * rowHeight + 34
        let top = max(bars.map(\.value).max() ?? 0, (reference ?? 0) * 1.1, 1e-9)
        var parts = [open(width: 640, height: height, title: title)]
        for (index, bar) in bars.enumerated() {
            let y = 28 + Double(index) * rowHeight
            let width = max(0, bar.value) / top * barWidth
            parts.append(text(bar.label, x: 4, y: y + 14))
            parts.append(
                "<rect x=\"\(labelWidth)\" y=\"\(n(y + 3))\" width=\"\(n(width))\" height=\"16\" "
                    + "fill=\"\(bar.colour)\"/>")
            parts.append(text(bar.caption, x: labelWidth + width + 6, y: y + 14))
        }
        if let reference {
            let x = labelWidth + reference / top * barWidth
            parts.append(
                "<line x1=\"\(n(x))\" y1=\"24\" x2=\"\(n(x))\" y2=\"\(n(height - 4))\" stroke=\"#333\" "
                    + "stroke-dasharray=\"4 3\"/>")
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }

    /// Columns over time, oldest left, each labelled below with `label` and above with `caption`.
    ///
    /// Stays legible however many columns there are: a label is written only where it cannot touch the one before
    /// (every second, third... column), a caption only where it fits its column (else the tallest column's alone),
    /// and an empty column gets none, so empty weeks do not print a row of zeros.
    static func columns(_ bars: [Bar], title: String) -> String {
        let width = 640.0
        let plotHeight = 150.0
        let step = (width - 20) / Double(max(bars.count, 1))
        let top = max(bars.map(\.value).max() ?? 0, 1e-9)
        let labelEvery = max(1, Int((textWidth(bars.map(\.label).max { $0.count < $1.count } ?? "") + 6) / step) + 1)
        let captionsFit = bars.allSatisfy { textWidth($0.caption) + 2 <= step }
        let tallest = bars.indices.max { bars[$0].value < bars[$1].value }
        var parts = [open(width: width, height: plotHeight + 70, title: title)]
        for (index, bar) in bars.enumerated() {
            let x = 10 + Double(index) * step
            let height = max(0, bar.value) / top * plotHeight
            let y = 40 + plotHeight - height
            parts.append(
                "<rect x=\"\(n(x + 4))\" y=\"\(n(y))\" width=\"\(n(max(1, step - 8)))\" height=\"\(n(height))\" "
                    + "fill=\"\(bar.colour)\"/>")
            if bar.value > 0, captionsFit || index == tallest {
                parts.append(text(bar.caption, x: x + 4, y: y - 4, size: 10))
            }
            if index % labelEvery == 0 {
                parts.append(text(bar.label, x: x + 4, y: 40 + plotHeight + 16, size: 10))
            }
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }

    /// About how wide a 10-point label is drawn: 6 units a character.
    static func textWidth(_ text: String) -> Double {
        Double(text.count) * 6
    }

    /// One bar split into shares that add up to 100, with a legend under it.
    static func stackedShare(_ bars: [Bar], title: String) -> String {
        let width = 600.0
        var parts = [open(width: 640, height: 90, title: title)]
        var x = 10.0
        let sum = max(bars.map(\.value).reduce(0, +), 1e-9)
        for bar in bars {
            let share = bar.value / sum * width
            parts.append(
                "<rect x=\"\(n(x))\" y=\"30\" width=\"\(n(share))\" height=\"26\" fill=\"\(bar.colour)\"/>")
            x += share
        }
        for (index, bar) in bars.enumerated() {
            let legendX = 10 + Double(index) * 200
            parts.append("<rect x=\"\(n(legendX))\" y=\"66\" width=\"12\" height=\"12\" fill=\"\(bar.colour)\"/>")
            parts.append(text("\(bar.label) \(bar.caption)", x: legendX + 16, y: 77))
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }

    private static func open(width: Double, height: Double, title: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" width=\"\(n(width))\" height=\"\(n(height))\" "
            + "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"sans-serif\" font-size=\"12\">\n"
            + "<title>\(HTML.escape(title))</title>\n" + text(title, x: 4, y: 16, size: 14, isBold: true)
    }

    private static func text(_ content: String, x: Double, y: Double, size: Int = 12, isBold: Bool = false) -> String {
        let weight = isBold ? " font-weight=\"bold\"" : ""
        return "<text x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(size)\"\(weight)>\(HTML.escape(content))</text>"
    }

    private static func n(_ value: Double) -> String { Number.text(value, places: 1) }
}

/// Escaping for text placed in HTML and SVG; the web app's pages use it too.
public enum HTML {
    public static func escape(_ text: String) -> String {
        // Most text has nothing to escape: a scan of its bytes, and it is returned as it is.
        guard text.utf8.contains(where: { $0 == 38 || $0 == 60 || $0 == 62 || $0 == 34 || $0 == 39 }) else {
            return text
        }
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
