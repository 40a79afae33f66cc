extension GroceryVocabulary {
    /// Term lines: `german|english|category|grams per piece`; `+` marks a modifier.
    static let termData = """
vollmilch|whole milk|dairy|1000
+bio|organic
"""

    /// Brand names skipped when naming articles.
    static let brandData = """
milka
"""
}
