/// A point in image pixels.
struct ImagePoint: Equatable, Sendable {
    var x: Double
    var y: Double
}

/// The four corners of a receipt's paper in a photo: top-left, top-right, bottom-right, bottom-left.
struct PaperQuad: Equatable, Sendable {
    var corners: [ImagePoint]

    /// The quad with every coordinate multiplied by `factor` (from a small copy to the full image).
    func scaled(by factor: Double) -> PaperQuad {
        PaperQuad(corners: corners.map { ImagePoint(x: $0.x * factor, y: $0.y * factor) })
    }

    /// The quad moved `fraction` of the way towards its centre, so that no strip of the table beside a
    /// corner found a pixel too far out ends up at the page's edge, where Tesseract reads it as marks.
    func inset(by fraction: Double) -> PaperQuad {
        let cx = corners.map(\.x).reduce(0, +) / 4
        let cy = corners.map(\.y).reduce(0, +) / 4
        return PaperQuad(
            corners: corners.map { ImagePoint(x: $0.x + (cx - $0.x) * fraction, y: $0.y + (cy - $0.y) * fraction) })
    }

    /// Area by the shoelace formula.
    var area: Double {
        var twice = 0.0
        for index in 0..<4 {
            let (a, b) = (corners[index], corners[(index + 1) % 4])
            twice += a.x * b.y - b.x * a.y
        }
        return abs(twice) / 2
    }

    /// Side lengths: top, right, bottom, left.
    var sides: [Double] {
        (0..<4).map { index in
            let (a, b) = (corners[index], corners[(index + 1) % 4])
            return ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
        }
    }
}

/// Finds a receipt's paper in a small grey copy of a photo, where the paper is the large bright region set
/// against a darker table; says nothing (`nil`) when the image looks like a scan or the paper is unclear.
///
/// The grey values should be each pixel's darkest colour channel: white paper stays bright there, while wood,
/// cloth and other coloured tables go dark, so the two separate even under a warm light.
struct PaperFinder {
    /// Grey values, row by row.
    let pixels: [UInt8]
    let width: Int
    let height: Int

    /// The paper's corners in the copy's pixels, or `nil` when the image is not a photo of a sheet on a
    /// distinctly darker background.
    func find() -> PaperQuad? {
        guard width >= 32, height >= 32, pixels.count == width * height else { return nil }
        let threshold = otsuThreshold()
        guard hasDistinctBackground(threshold: threshold) else { return nil }
        let paper = filledLargestRegion(brighterThan: threshold)
        let area = paper.reduce(0) { $0 + ($1 ? 1 : 0) }
        let frame = width * height
        // A scan is all paper (or paper and a thin scanner edge); a paper under a fifth of the photo is too
        // small to find reliably at this scale, and reading the whole photo is the safer choice.
        guard area * 100 < frame * 85, area * 100 > frame * 20 else { return nil }
        guard touchedSides(of: paper) < 2 else { return nil }
        let quad = extremeCorners(of: paper)
        // A sheet seen in perspective is a quadrilateral: the region must fill its corners' quad. A torn,
        // folded or half-hidden paper does not, and warping by wrong corners would bend the text.
        let fill = Double(area) / max(quad.area, 1)
        guard fill > 0.9, fill < 1.1 else { return nil }
        let sides = quad.sides
        guard let shortest = sides.min(), shortest > Double(min(width, height)) / 8 else { return nil }
        return quad
    }

    /// Otsu's threshold: the grey level that best splits the histogram into two classes.
    func otsuThreshold() -> Int {
        var histogram = [Int](repeating: 0, count: 256)
        for value in pixels { histogram[Int(value)] += 1 }
        let total = Double(pixels.count)
        let sum = histogram.enumerated().reduce(0.0) { $0 + Double($1.offset * $1.element) }
        var (sumBelow, countBelow, best, bestVariance) = (0.0, 0.0, 0, -1.0)
        for level in 0..<256 {
            countBelow += Double(histogram[level])
            sumBelow += Double(level * histogram[level])
            let countAbove = total - countBelow
            guard countBelow > 0, countAbove > 0 else { continue }
            let meanBelow = sumBelow / countBelow
            let meanAbove = (sum - sumBelow) / countAbove
            let variance = countBelow * countAbove * (meanBelow - meanAbove) * (meanBelow - meanAbove)
            if variance > bestVariance {
                (bestVariance, best) = (variance, level)
            }
        }
        return best
    }

    /// Whether the dark class is a background and not just ink: its mean lies well below the bright class's,
    /// and it holds a good share of the image (ink on a scan covers a few percent).
    private func hasDistinctBackground(threshold: Int) -> Bool {
        var (dark, darkSum, bright, brightSum) = (0, 0, 0, 0)
        for value in pixels {
            if Int(value) > threshold {
                bright += 1
                brightSum += Int(value)
            } else {
                dark += 1
                darkSum += Int(value)
            }
        }
        guard dark * 100 > pixels.count * 12, bright > 0 else { return false }
        return brightSum / bright - darkSum / dark >= 50
    }

    /// The largest 4-connected region brighter than `threshold`, with its holes (the print) filled.
    private func filledLargestRegion(brighterThan threshold: Int) -> [Bool] {
        var label = [Int32](repeating: 0, count: pixels.count)
        var (bestLabel, bestSize, next) = (Int32(0), 0, Int32(0))
        var stack: [Int] = []
        for start in pixels.indices where label[start] == 0 && Int(pixels[start]) > threshold {
            next += 1
            label[start] = next
            stack.append(start)
            var size = 0
            while let index = stack.popLast() {
                size += 1
                for neighbour in neighbours(of: index) where label[neighbour] == 0 && Int(pixels[neighbour]) > threshold {
                    label[neighbour] = next
                    stack.append(neighbour)
                }
            }
            if size > bestSize {
                (bestSize, bestLabel) = (size, next)
            }
        }
        // Everything the frame's edge cannot reach without crossing the region belongs to it.
        var outside = [Bool](repeating: false, count: pixels.count)
        for index in pixels.indices where isOnEdge(index) && label[index] != bestLabel {
            outside[index] = true
            stack.append(index)
        }
        while let index = stack.popLast() {
            for neighbour in neighbours(of: index) where !outside[neighbour] && label[neighbour] != bestLabel {
                outside[neighbour] = true
                stack.append(neighbour)
            }
        }
        return outside.map { !$0 }
    }

    private func neighbours(of index: Int) -> [Int] {
        let (x, y) = (index % width, index / width)
        var result: [Int] = []
        result.reserveCapacity(4)
        if x > 0 { result.append(index - 1) }
        if x < width - 1 { result.append(index + 1) }
        if y > 0 { result.append(index - width) }
        if y < height - 1 { result.append(index + width) }
        return result
    }

    private func isOnEdge(_ index: Int) -> Bool {
        let (x, y) = (index % width, index / width)
        return x == 0 || y == 0 || x == width - 1 || y == height - 1
    }

    /// How many of the frame's four sides the region runs along for more than a tenth of their length.
    private func touchedSides(of region: [Bool]) -> Int {
        let top = (0..<width).filter { region[$0] }.count
        let bottom = (0..<width).filter { region[(height - 1) * width + $0] }.count
        let left = (0..<height).filter { region[$0 * width] }.count
        let right = (0..<height).filter { region[$0 * width + width - 1] }.count
        return [top * 10 > width, bottom * 10 > width, left * 10 > height, right * 10 > height].filter { $0 }.count
    }

    /// The corners as the region's extreme points along the diagonals, which are the corners of any
    /// quadrilateral turned less than 45 degrees.
    private func extremeCorners(of region: [Bool]) -> PaperQuad {
        var (topLeft, topRight, bottomRight, bottomLeft) = ((0, 0), (0, 0), (0, 0), (0, 0))
        var (minSum, maxDifference, maxSum, minDifference) = (Int.max, Int.min, Int.min, Int.max)
        for index in region.indices where region[index] {
            let (x, y) = (index % width, index / width)
            if x + y < minSum { (minSum, topLeft) = (x + y, (x, y)) }
            if x + y > maxSum { (maxSum, bottomRight) = (x + y, (x, y)) }
            if x - y > maxDifference { (maxDifference, topRight) = (x - y, (x, y)) }
            if x - y < minDifference { (minDifference, bottomLeft) = (x - y, (x, y)) }
        }
        // A pixel's far side is its edge: the corner at the right or bottom lies one pixel further out.
        return PaperQuad(corners: [
            ImagePoint(x: Double(topLeft.0), y: Double(topLeft.1)),
            ImagePoint(x: Double(topRight.0 + 1), y: Double(topRight.1)),
            ImagePoint(x: Double(bottomRight.0 + 1), y: Double(bottomRight.1 + 1)),
            ImagePoint(x: Double(bottomLeft.0), y: Double(bottomLeft.1 + 1)),
        ])
    }
}
