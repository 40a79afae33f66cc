/// Orders file names as people number pages: runs of digits by their value ("page-2" before "page-10"), letters
/// without regard to case, anything else by its code point. Of names that differ only in case or leading
/// zeros, the one with a lower-case letter (or else the lower code point) at the first difference goes first. `localizedStandardCompare` does much the same through ICU's collation, whose data the
/// daemon does not otherwise map (a folder receipt's pages are ordered at every scan).
public enum NaturalOrder {
    public static func areInIncreasingOrder(_ left: String, _ right: String) -> Bool {
        let a = Array(left.unicodeScalars)
        let b = Array(right.unicodeScalars)
        var i = 0
        var j = 0
        while i < a.count, j < b.count {
            if isDigit(a[i]), isDigit(b[j]) {
                let (leftRun, nextI) = digitRun(a, from: i)
                let (rightRun, nextJ) = digitRun(b, from: j)
                if leftRun.count != rightRun.count { return leftRun.count < rightRun.count }
                if leftRun != rightRun { return leftRun.lexicographicallyPrecedes(rightRun) }
                i = nextI
                j = nextJ
                continue
            }
            let x = folded(a[i])
            let y = folded(b[j])
            if x != y { return x < y }
            i += 1
            j += 1
        }
        if a.count - i != b.count - j { return a.count - i < b.count - j }
        // Equal but for case or leading zeros: at the first difference a lower-case letter goes first, as in
        // Foundation's order, else the lower code point, so sorting is deterministic.
        for (x, y) in zip(a, b) where x != y {
            return folded(x) == folded(y) ? x.value > y.value : x.value < y.value
        }
        return a.count < b.count
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    private static func folded(_ scalar: Unicode.Scalar) -> UInt32 {
        ("A"..."Z").contains(scalar) ? scalar.value + 32 : scalar.value
    }

    /// The digits from `start` without leading zeros, and where the run ends.
    private static func digitRun(_ scalars: [Unicode.Scalar], from start: Int) -> ([UInt32], Int) {
        var end = start
        while end < scalars.count, isDigit(scalars[end]) { end += 1 }
        var first = start
        while first < end - 1, scalars[first] == "0" { first += 1 }
        return (scalars[first..<end].map(\.value), end)
    }
}
