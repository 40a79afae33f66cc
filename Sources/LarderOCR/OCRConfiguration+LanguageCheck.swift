extension OCRConfiguration {
    /// Checks that every configured language has trained data, without loading any: what starting an
    /// ``OCRWorker`` checks first, for callers that read in another process and want to fail at start instead.
    ///
    /// - Throws: ``OCRError`` `.missingLanguageData` naming the first language without data.
    public func checkLanguageData() throws {
        try TesseractEngine.checkLanguageData(for: languages, tessdataPath: tessdataPath)
    }
}
