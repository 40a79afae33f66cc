import ArgumentParser
import LarderOCR

/// Flags that vary Sauvola thresholding, shared by the OCR and extraction benchmarks.
struct SauvolaOptions: ParsableArguments {
    @Option(help: "Sauvola's k (default: Larder's own default).")
    var sauvolaFactor: Double?

    @Option(help: "Half of Sauvola's window in character heights (default: Larder's own default).")
    var sauvolaWindow: Double?

    /// `preprocessing` with the Sauvola settings the flags ask for.
    func applied(to preprocessing: OCRConfiguration.Preprocessing) -> OCRConfiguration.Preprocessing {
        var changed = preprocessing
        if let sauvolaFactor { changed.sauvolaFactor = sauvolaFactor }
        if let sauvolaWindow { changed.sauvolaWindow = sauvolaWindow }
        return changed
    }
}
