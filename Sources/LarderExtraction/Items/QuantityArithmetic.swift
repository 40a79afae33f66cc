/// Quantity × unit price, and the OCR misreadings arithmetic can undo.
enum QuantityArithmetic {
    /// The price a quantity line implies, in cents.
    static func product(_ quantity: QuantityLine) -> Int? {
        guard let unit = quantity.unitCents else { return nil }
        if let pieces = quantity.pieces { return Int((pieces * Double(unit)).rounded()) }
        if let kilograms = quantity.kilograms { return Int((kilograms * Double(unit)).rounded()) }
        return nil
    }

    /// Digits OCR confuses on receipt print, each with the digits it is mistaken for.
    static let confusions: [Character: [Character]] = [
        "0": ["9", "8", "6"], "9": ["0", "8"], "8": ["3", "6", "0", "9"], "6": ["8", "5", "0"], "5": ["6", "3"],
        "3": ["8", "5"], "1": ["7", "4"], "7": ["1"], "4": ["1"],
    ]

    /// Readings of a number that differ from the printed one by one confusable digit.
    static func alternatives(of digits: String) -> [String] {
        var result: [String] = []
        let characters = Array(digits)
        for (index, character) in characters.enumerated() {
            for replacement in confusions[character] ?? [] {
                var copy = characters
                copy[index] = replacement
                result.append(String(copy))
            }
        }
        return result
    }

    /// Reconciles a quantity, unit price and line price that disagree by trying single-digit misreadings.
    ///
    /// - Returns: The corrected (kilograms or pieces, unit cents, line cents), or `nil` when no single
    ///   confusion makes the three agree.
    static func reconcile(amount: Double, isWeight: Bool, unitCents: Int, lineCents: Int)
        -> (amount: Double, unitCents: Int, lineCents: Int)?
    {
        func agrees(_ amount: Double, _ unit: Int, _ line: Int) -> Bool {
            abs(Int((amount * Double(unit)).rounded()) - line) <= 1
        }
        if agrees(amount, unitCents, lineCents) { return (amount, unitCents, lineCents) }
        let amountDigits = isWeight ? String(Int((amount * 1000).rounded())) : String(Int(amount))
        let padded =
            isWeight ? String(repeating: "0", count: max(0, 4 - amountDigits.count)) + amountDigits : amountDigits
        for candidate in alternatives(of: padded) {
            guard let value = Int(candidate) else { continue }
            let corrected = isWeight ? Double(value) / 1000 : Double(value)
            if corrected > 0, agrees(corrected, unitCents, lineCents) { return (corrected, unitCents, lineCents) }
        }
        for candidate in alternatives(of: String(unitCents)) {
            if let unit = Int(candidate), agrees(amount, unit, lineCents) { return (amount, unit, lineCents) }
        }
        for candidate in alternatives(of: String(lineCents)) {
            if let line = Int(candidate), agrees(amount, unitCents, line) { return (amount, unitCents, line) }
        }
        return nil
    }
}
