/// A unit a recipe or a shopping list measures in: a mass, a volume or a count, with what it is in grams or
/// millilitres. US cups and spoons are the US customary ones (a cup 240 ml, as nutrition labels count it).
public struct KitchenUnit: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// Grams per unit.
        case mass(Double)
        /// Millilitres per unit.
        case volume(Double)
        /// Pieces, cloves, cans, bunches: a weight only through the ingredient's typical piece.
        case count
    }

    /// The unit's name as Larder writes it: "g", "ml", "cup", "tbsp", "piece", ...
    public var name: String
    public var kind: Kind

    /// The unit a word names, in English or German, singular or plural, with or without a full stop.
    public static func named(_ word: String) -> KitchenUnit? {
        var key = word.lowercased()
        if key.hasSuffix(".") { key.removeLast() }
        return table[key]
    }

    private static let table: [String: KitchenUnit] = {
        var table: [String: KitchenUnit] = [:]
        func add(_ name: String, _ kind: Kind, _ words: [String]) {
            for word in words + [name] { table[word] = KitchenUnit(name: name, kind: kind) }
        }
        add("g", .mass(1), ["gr", "gram", "grams", "gramm", "gramme", "grammes"])
        add("kg", .mass(1000), ["kilo", "kilos", "kilogram", "kilograms", "kilogramm"])
        add("mg", .mass(0.001), ["milligram", "milligrams"])
        add("oz", .mass(28.3495), ["ounce", "ounces"])
        add("lb", .mass(453.592), ["lbs", "pound", "pounds"])
        add("pinch", .mass(0.4), ["pinches", "prise", "prisen", "msp"])
        add("ml", .volume(1), ["milliliter", "milliliters", "millilitre", "millilitres"])
        add("cl", .volume(10), ["centiliter", "centilitre"])
        add("dl", .volume(100), ["deciliter", "decilitre"])
        add("l", .volume(1000), ["liter", "liters", "litre", "litres", "ltr"])
        add("tsp", .volume(5), ["teaspoon", "teaspoons", "tl", "teelöffel", "tsps"])
        add("tbsp", .volume(15), ["tablespoon", "tablespoons", "el", "esslöffel", "tbs", "tbl", "tbsps"])
        add("cup", .volume(240), ["cups", "c"])
        add("fl oz", .volume(29.5735), [])
        add("pint", .volume(473.176), ["pints", "pt"])
        add("quart", .volume(946.353), ["quarts", "qt"])
        add("piece", .count, ["pieces", "pc", "pcs", "stk", "stück", "stücke", "large", "medium", "small"])
        add("clove", .count, ["cloves", "zehe", "zehen"])
        add("can", .count, ["cans", "dose", "dosen", "tin", "tins"])
        add("pack", .count, ["packs", "packet", "packets", "package", "pck", "päckchen", "packung", "pkg"])
        add("bunch", .count, ["bunches", "bund"])
        add("slice", .count, ["slices", "scheibe", "scheiben"])
        add("tasse", .volume(250), ["tassen"])
        return table
    }()
}
