extension OCRConfiguration {
    /// Settings for nutrition labels: clean, high-contrast tables of small numbers, unlike faded receipts.
    ///
    /// The receipt defaults drop words below confidence 50 and scale characters to 24 px, both chosen on
    /// receipt scans; on labels they lose short values such as "0,1 g", which the label reader needs.
    /// Labels keep every word, scale to 32 px and binarise with Sauvola, the settings the label test
    /// set (`TestReceipts/labels/`) reads within 2% with.
    public static var nutritionLabels: OCRConfiguration {
        var configuration = OCRConfiguration()
        configuration.minimumWordConfidence = 0
        configuration.preprocessing.targetCharacterHeight = 32
        configuration.preprocessing.binarization = .sauvola
        return configuration
    }
}
