/// Character trigrams of normalised words, with `^` and `$` marking the ends so that short words and word
/// starts weigh in: `milch` → `^mi mil ilc lch ch$`.
enum Trigrams {
    /// The sorted, distinct trigrams of `bytes`, each packed into the low 24 bits of a `UInt32`.
    static func of(_ bytes: [UInt8]) -> [UInt32] {
        guard !bytes.isEmpty else { return [] }
        let padded = [UInt8(ascii: "^")] + bytes + [UInt8(ascii: "$")]
        var grams: [UInt32] = []
        grams.reserveCapacity(padded.count - 2)
        for start in 0..<(padded.count - 2) {
            grams.append(UInt32(padded[start]) << 16 | UInt32(padded[start + 1]) << 8 | UInt32(padded[start + 2]))
        }
        grams.sort()
        var distinct: [UInt32] = []
        distinct.reserveCapacity(grams.count)
        for gram in grams where gram != distinct.last { distinct.append(gram) }
        return distinct
    }

    /// How many trigrams two sorted, distinct lists share.
    static func sharedCount(_ lhs: [UInt32], _ rhs: [UInt32]) -> Int {
        var (left, right, shared) = (0, 0, 0)
        while left < lhs.count, right < rhs.count {
            if lhs[left] == rhs[right] {
                shared += 1
                left += 1
                right += 1
            } else if lhs[left] < rhs[right] {
                left += 1
            } else {
                right += 1
            }
        }
        return shared
    }

    /// The Sørensen–Dice similarity of two sorted, distinct trigram lists: 1 for equal, 0 for disjoint.
    static func dice(_ lhs: [UInt32], _ rhs: [UInt32]) -> Double {
        guard !lhs.isEmpty, !rhs.isEmpty else { return 0 }
        return 2 * Double(sharedCount(lhs, rhs)) / Double(lhs.count + rhs.count)
    }
}
