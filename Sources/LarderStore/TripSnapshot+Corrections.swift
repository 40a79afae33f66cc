import LarderCore

extension TripSnapshot {
    /// The snapshot with a person's corrections laid over it. A correction whose item is no longer on the
    /// receipt is kept in the store but has nothing to change here.
    public func applying(_ corrections: [UserCorrection]) -> TripSnapshot {
        var result = self
        for correction in corrections.sorted(by: { ($0.createdAt, $0.id ?? 0) < ($1.createdAt, $1.id ?? 0) }) {
            result.apply(correction)
        }
        return result
    }

    private mutating func apply(_ correction: UserCorrection) {
        let value = correction.value
        switch correction.field {
        case .storeName: storeName = value
        case .date: date = value.flatMap(ReceiptDate.init(iso:))
        case .total: totalCents = value.flatMap { Int($0) }
        case .itemAdded:
            // Appended as it was when added: later corrections to it count its occurrence the same way.
            guard let added = value.flatMap(AddedItem.init(json:)) else { return }
            items.append(TripSnapshot.Item(added.extracted(originalText: correction.itemText)))
        default:
            guard let index = itemIndex(text: correction.itemText, occurrence: correction.itemOccurrence) else {
                return
            }
            apply(correction.field, value: value, toItemAt: index)
        }
    }

    private mutating func apply(_ field: UserCorrection.Field, value: String?, toItemAt index: Int) {
        switch field {
        case .itemName: items[index].name = value ?? items[index].name
        case .itemGrams: items[index].grams = value.flatMap { Double($0) }
        case .itemPrice: items[index].priceCents = value.flatMap { Int($0) } ?? items[index].priceCents
        case .itemCategory: items[index].category = value.flatMap(FoodCategory.init(rawValue:))
        case .itemFood:
            items[index].foodId = value.flatMap { Int64($0) }
            items[index].matchConfidence = items[index].foodId == nil ? nil : 1
        case .itemSkip: items[index].isSkipped = value == "1"
        case .itemDeleted: items.remove(at: index)
        default: break
        }
    }
}
