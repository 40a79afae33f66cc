import ArgumentParser
import LarderOCR

/// Flags that vary OCR's second reading of each page, shared by the OCR and extraction benchmarks.
struct SecondReadingOptions: ParsableArguments {
    @Option(help: "Read each page a second time with this binarisation (none, sauvola, otsu) and merge by row.")
    var secondBinarization: OCRConfiguration.Preprocessing.Binarization?

    @Option(help: "Character height of the second reading. (default: 24)")
    var secondCharacterHeight = 24

    @Flag(help: "Read each page once, even when Larder's default reads it twice.")
    var singleReading = false

    /// The second reading the flags ask for, else `fallback` (Larder's default).
    func preprocessing(default fallback: OCRConfiguration.Preprocessing?) -> OCRConfiguration.Preprocessing? {
        if singleReading { return nil }
        guard let secondBinarization else { return fallback }
        return OCRConfiguration.Preprocessing(
            targetCharacterHeight: secondCharacterHeight, binarization: secondBinarization)
    }

    func describe(default fallback: OCRConfiguration.Preprocessing?) -> String {
        guard let second = preprocessing(default: fallback) else { return "none" }
        return "\(second.binarization.rawValue) at \(second.targetCharacterHeight) px"
    }
}
