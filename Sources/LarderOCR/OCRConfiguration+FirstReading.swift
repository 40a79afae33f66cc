extension OCRConfiguration {
    /// The languages an image's first reading is made in: ``firstReadingLanguages`` when a reading with doubts is
    /// read again (``readingDoubts`` and ``fallbackReading`` are set) and they are among ``languages``; otherwise
    /// ``languages``, since no second reading would bring the others in.
    public var languagesOfFirstReading: String {
        guard readingDoubts != nil, fallbackReading != nil, let first = firstReadingLanguages, !first.isEmpty else {
            return languages
        }
        let allowed = Set(languages.split(separator: "+"))
        let chosen = Set(first.split(separator: "+", omittingEmptySubsequences: false))
        // The same languages in another order are all of them: one engine, not two.
        return chosen.isSubset(of: allowed) && chosen != allowed ? first : languages
    }
}
