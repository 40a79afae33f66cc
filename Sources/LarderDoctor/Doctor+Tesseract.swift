import LarderOCR

extension Doctor {
    func tesseractChecks() -> [DoctorCheck] {
        let versionCheck: DoctorCheck
        if let version = TesseractInfo.version {
            versionCheck = version.hasPrefix("4.") || version == "unknown"
                ? DoctorCheck("tesseract", .warn, version, advice: "Tesseract 5 reads receipts better; install tesseract-ocr 5.")
                : DoctorCheck("tesseract", .ok, version)
        } else {
            versionCheck = DoctorCheck(
                "tesseract", .fail, "cannot be loaded", advice: TesseractInfo.loadingProblem ?? "install tesseract-ocr")
        }
        let installed = TesseractInfo.availableLanguages(tessdataPath: nil)
        let missing = configuration.requiredLanguages.filter { !installed.contains($0) }
        let listed = installed.isEmpty ? "none found" : installed.joined(separator: ", ")
        let languages = missing.isEmpty
            ? DoctorCheck("tesseract.languages", .ok, listed)
            : DoctorCheck(
                "tesseract.languages", .fail, "\(listed); missing \(missing.joined(separator: ", "))",
                advice: "install " + missing.map { "tesseract-ocr-\($0)" }.joined(separator: " ")
                    + ", or point TESSDATA_PREFIX at a folder with their .traineddata"
            )
        return [versionCheck, languages, secondModelsCheck(installed: installed)]
    }

    /// Optional models: Larder reads receipts without them, a little worse, so a missing one warns.
    private func secondModelsCheck(installed: [String]) -> DoctorCheck {
        let missing = configuration.secondModels.filter { !installed.contains($0) }
        guard !missing.isEmpty else {
            if configuration.secondModels.isEmpty { return DoctorCheck("tesseract.second_models", .ok, "none used") }
            return DoctorCheck("tesseract.second_models", .ok, configuration.secondModels.joined(separator: ", "))
        }
        return DoctorCheck(
            "tesseract.second_models", .warn, "missing \(missing.joined(separator: ", "))",
            advice: "install " + missing.map(TesseractInfo.debianPackage(ofModel:)).joined(separator: " ")
                + ": shop names and dates are read once more in \(missing.count == 1 ? "it" : "them") (a slab-serif I "
                + "the English model reads as T, till digits); without \(missing.count == 1 ? "it" : "them") those "
                + "re-reads are skipped"
        )
    }
}
