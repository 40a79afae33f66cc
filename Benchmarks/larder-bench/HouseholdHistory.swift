import Foundation
import LarderCore
import LarderStore

/// One generated shopping trip: the reading the daemon would have saved, and where its file went.
struct PlannedTrip {
    var reading: ReceiptReading
    /// The day the receipt was read (its date, even when the receipt printed none).
    let day: ReceiptDate
    /// Where the daemon found the file, before it moved it to `reading.storedPath` in the archive.
    let inboxPath: String
}

/// Years of one household's receipts, planned with a fixed seed: the same trips on every machine and run.
///
/// Trips are spread evenly over the years up to today (so this week and this month have some), at shops chosen by
/// weight. Most lines name a food of the bank, the popular ones far more often (milk every week, saffron once); a
/// few are not food (a deposit, soap), and a few are food the matcher finds nothing for, which wait for review,
/// as do the receipts whose sums disagree, whose OCR was unsure, or that printed no date.
struct HouseholdHistory {
    let seed: [BankFood]
    let products: [BankFood]
    let dataFolder: URL
    var random: SplitMix64

    /// `count` trips holding `items` lines together, the last dated `lastDay`, over `years` years.
    mutating func trips(count: Int, items: Int, years: Int, lastDay: ReceiptDate) -> [PlannedTrip] {
        let span = years * 365
        return lineCounts(trips: count, items: items).enumerated().map { index, lines in
            let day = lastDay.movedBy(days: -span + (index + 1) * span / count)
            return trip(number: index, lines: lines, day: day)
        }
    }

    /// How many lines each trip has: about the mean, paired trips moved up and down alike so the sum is exact.
    private mutating func lineCounts(trips: Int, items: Int) -> [Int] {
        let mean = items / trips
        var counts = (0..<trips).map { mean + ($0 < items % trips ? 1 : 0) }
        for index in stride(from: 0, to: trips - 1, by: 2) {
            let shift = Int(random.next() % UInt64(max(1, min(mean - 2, 11))))
            counts[index] += shift
            counts[index + 1] -= shift
        }
        return counts
    }

    private mutating func trip(number: Int, lines: Int, day: ReceiptDate) -> PlannedTrip {
        let shop = pickShop()
        var items: [ExtractedItem] = []
        var links: [ItemFoodLink?] = []
        for _ in 0..<lines {
            let (item, link) = line(at: shop)
            items.append(item)
            links.append(link)
        }
        let sum = items.map(\.priceCents).reduce(0, +)
        // One receipt in twenty waits for review, for one of three reasons.
        let reason = random.next() % 20 == 0
            ? HouseholdShops.reviewReasons[Int(random.next() % UInt64(HouseholdShops.reviewReasons.count))] : nil
        let total = reason == HouseholdShops.reviewReasons[0] ? sum + 50 + Int(random.next() % 450) : sum
        let printedDate = reason == HouseholdShops.reviewReasons[2] ? nil : day
        let extraction = ExtractedReceipt(
            store: StoreInfo(name: shop.name, address: shop.address), date: printedDate, currency: shop.currency,
            totalCents: total, items: items, warnings: reason.map { [$0] } ?? [])
        let name = String(format: "IMG_%04d%02d%02d_%04d.jpg", day.year, day.month, day.day, number)
        let readAt = UTCDateTime.date(year: day.year, month: day.month, day: day.day, millisecondOfDay: 64_800_000)!
        let ocr = RecognizedText(
            text: receiptText(shop: shop, items: items, total: total, date: printedDate),
            confidence: reason == HouseholdShops.reviewReasons[1] ? 48 : 80 + Double(random.next() % 15), seconds: 4,
            pages: 1, words: [])
        let archived = dataFolder.appendingPathComponent(String(format: "archive/%04d/%02d/", day.year, day.month) + name)
        let reading = ReceiptReading(
            sha256: String(format: "%064x", number + 1), originalName: name, storedPath: archived.path, ocr: ocr,
            backend: "offline", model: "rules-1", startedAt: readAt, finishedAt: readAt.addingTimeInterval(6),
            extraction: extraction, status: reason == nil ? .done : .needsReview, reviewReason: reason, foodLinks: links)
        return PlannedTrip(reading: reading, day: day, inboxPath: dataFolder.appendingPathComponent("inbox/\(name)").path)
    }

    private mutating func pickShop() -> HouseholdShops.Shop {
        var draw = Int(random.next() % UInt64(HouseholdShops.all.map(\.weight).reduce(0, +)))
        for shop in HouseholdShops.all {
            if draw < shop.weight { return shop }
            draw -= shop.weight
        }
        return HouseholdShops.all[0]
    }

    /// One line: not food, food nobody can match, a product added by hand, or (most often) a seed food.
    private mutating func line(at shop: HouseholdShops.Shop) -> (ExtractedItem, ItemFoodLink?) {
        let draw = Int(random.next() % 100)
        if draw < shop.nonFoodPercent {
            let kind = HouseholdShops.nonFood[Int(random.next() % UInt64(HouseholdShops.nonFood.count))]
            let cents = kind.cents.lowerBound + Int(random.next() % UInt64(kind.cents.count))
            return (ExtractedItem(name: kind.name, originalText: shop.isEnglish ? kind.english : kind.german,
                                  quantity: 1, priceCents: cents, category: kind.category), nil)
        }
        let food = draw % 25 == 0 ? nil : (draw % 6 == 0 && !products.isEmpty ? popular(products) : popular(seed))
        guard let food else {
            let kind = HouseholdShops.unknownFood[Int(random.next() % UInt64(HouseholdShops.unknownFood.count))]
            return (ExtractedItem(name: kind.name, originalText: shop.isEnglish ? kind.english : kind.german,
                                  quantity: 1, priceCents: 99 + Int(random.next() % 300), category: kind.category), nil)
        }
        let pack = HouseholdShops.pack(of: food.category)
        let grams = pack.grams.lowerBound + Int(random.next() % UInt64(pack.grams.count)) / 50 * 50
        let quantity = random.next() % 8 == 0 ? 2 : 1
        let cents = (pack.cents.lowerBound + Int(random.next() % UInt64(pack.cents.count))) * quantity
        let words = shop.isEnglish || food.germanWords.isEmpty ? food.englishWords : food.germanWords
        let word = words[Int(random.next() % UInt64(words.count))].uppercased()
        let printsWeight = random.next() % 2 == 0
        let item = ExtractedItem(
            name: food.name, originalText: String(word.prefix(20)) + (printsWeight ? " \(grams)G" : ""),
            quantity: Double(quantity), grams: Double(grams * quantity),
            gramsSource: printsWeight ? .stated : .categoryDefault, priceCents: cents, category: food.category)
        return (item, ItemFoodLink(foodId: food.id, foodName: food.name, confidence: 0.7 + Double(random.next() % 31) / 100))
    }

    /// A food drawn with a strong lean to the front of the list, the household's staples.
    private mutating func popular(_ foods: [BankFood]) -> BankFood {
        let uniform = Double(random.next() % 1_000_000) / 1_000_000
        return foods[min(foods.count - 1, Int(pow(uniform, 3) * Double(foods.count)))]
    }

    /// The text OCR would have read, kept with the receipt as the daemon keeps it.
    private func receiptText(shop: HouseholdShops.Shop, items: [ExtractedItem], total: Int, date: ReceiptDate?) -> String {
        let money = { (cents: Int) in String(format: "%d,%02d", cents / 100, cents % 100) }
        let rows = [shop.name, shop.address, shop.currency] + items.map { "\($0.originalText)  \(money($0.priceCents)) A" }
            + ["SUMME  \(money(total))"] + (date.map { [String(format: "%02d.%02d.%04d  18:00", $0.day, $0.month, $0.year)] } ?? [])
        return rows.joined(separator: "\n")
    }
}
