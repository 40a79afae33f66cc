import Foundation
import LarderCore

extension BoundingBox {
    /// This box of a page that was turned by `angle` degrees about its centre to straighten it (clockwise
    /// positive, as Leptonica turns), found on the page as it came: its centre turned back, its size kept.
    ///
    /// Word boxes stay in the straightened page, where a row's name and price lie level; a crop from the image
    /// as it came needs them turned back, or on a page 3° askew it misses its price by a whole line.
    func onPageAsItCame(turnedBy angle: Double, pageWidth: Int, pageHeight: Int) -> BoundingBox {
        guard angle != 0 else { return self }
        let radians = angle * .pi / 180
        let centre = (x: Double(pageWidth) / 2, y: Double(pageHeight) / 2)
        let dx = Double(x) + Double(width) / 2 - centre.x
        let dy = Double(y) + Double(height) / 2 - centre.y
        let turnedX = centre.x + dx * cos(radians) + dy * sin(radians)
        let turnedY = centre.y - dx * sin(radians) + dy * cos(radians)
        return BoundingBox(
            x: max(0, Int((turnedX - Double(width) / 2).rounded())),
            y: max(0, Int((turnedY - Double(height) / 2).rounded())), width: width, height: height)
    }
}
