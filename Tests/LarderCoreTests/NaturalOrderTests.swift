import Foundation
import LarderCore
import Testing

struct NaturalOrderTests {
    @Test func numbersPagesAsPeopleDo() {
        let names = ["page-10.jpg", "page-2.jpg", "Page-1.jpg", "page-1b.jpg", "page-01.jpg", "IMG_0009.JPG",
                     "IMG_0010.JPG", "img_0100.jpg", "scan 3.png", "scan 20.png"]
        #expect(names.sorted(by: NaturalOrder.areInIncreasingOrder) == [
            "IMG_0009.JPG", "IMG_0010.JPG", "img_0100.jpg", "page-01.jpg", "Page-1.jpg", "page-1b.jpg", "page-2.jpg",
            "page-10.jpg", "scan 3.png", "scan 20.png",
        ])
    }

    /// The order the daemon used before, Foundation's `localizedStandardCompare`, on the names phones, scanners
    /// and people give pages.
    @Test func ordersPageNamesAsFoundationsLocalizedCompareDid() {
        var generator = SystemRandomNumberGenerator()
        let stems = ["page", "Page", "IMG_", "scan ", "receipt-", "p"]
        let names = (0..<300).map { _ in
            stems.randomElement(using: &generator)! + String(Int.random(in: 0...120, using: &generator))
                + [".jpg", ".png", "b.jpg"].randomElement(using: &generator)!
        }
        let ours = Array(Set(names)).sorted(by: NaturalOrder.areInIncreasingOrder)
        let foundations = Array(Set(names)).sorted {
            let order = $0.localizedStandardCompare($1)
            return order == .orderedSame ? $0 < $1 : order == .orderedAscending
        }
        #expect(ours == foundations)
    }
}
