extension OCRConfiguration {
    /// Settings for nutrition labels: clean, high-contrast tables of small numbers, unlike faded receipts.
    ///
    /// Fixed here rather than taken from the receipt defaults, which are tuned on receipts: receipt
    /// settings that drop weak words or scale characters to 24 px lose short values such as "0,1 g".
    /// Labels keep every word, scale to 32 px and binarise with Sauvola, the settings the label test
    /// set (`TestReceipts/labels/`) reads within 2% with.
    public static var nutritionLabels: OCRConfiguration {
        var configuration = OCRConfiguration()
        configuration.minimumWordConfidence = 0
        configuration.preprocessing.targetCharacterHeight = 32
        configuration.preprocessing.binarization = .sauvola
        // The fallback is judged by receipt arithmetic, which a label does not have.
        configuration.fallbackReading = nil
        configuration.readingDoubts = nil
        // Label photos are close-ups of a package, not a sheet on a table; finding the paper was measured on
        // receipts only.
        configuration.findsPaper = false
        return configuration
    }
}
