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
        return [versionCheck, languages]
    }
}
