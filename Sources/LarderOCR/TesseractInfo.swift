import CLibraryLoader
import CTesseract
import Foundation

/// What Tesseract is installed, for `larder doctor`.
public enum TesseractInfo {
    /// The version of the Tesseract library, e.g. `"5.3.0"`; `nil` when it cannot be loaded (see ``loadingProblem``).
    public static var version: String? {
        guard loadingProblem == nil else { return nil }
        guard let version = TessVersion() else { return "unknown" }
        return String(cString: version)
    }

    /// Why Tesseract or Leptonica cannot be loaded, naming the package to install; `nil` when they can. They are
    /// loaded on first use (CLibraryLoader), so a missing library shows here rather than when Larder starts.
    public static var loadingProblem: String? {
        larder_library_problem(LarderLibraryTesseract).map { String(cString: $0) }
    }

    /// Throws ``OCRError`` `.missingLibrary` unless Tesseract and Leptonica can be loaded.
    static func requireLibraries(for file: String?) throws {
        if let problem = loadingProblem {
            throw OCRError(code: .missingLibrary, file: file, message: "cannot load Tesseract: \(problem)")
        }
    }

    /// The languages with trained data, sorted (e.g. `["deu", "eng", "osd"]`).
    ///
    /// - Parameter tessdataPath: The folder to look in; `nil` uses `TESSDATA_PREFIX` or the default.
    public static func availableLanguages(tessdataPath: String?) -> [String] {
        guard let folder = tessdataFolder(tessdataPath),
            let files = try? FileManager.default.contentsOfDirectory(atPath: folder)
        else { return [] }
        return files.filter { $0.hasSuffix(".traineddata") }.map { String($0.dropLast(".traineddata".count)) }.sorted()
    }

    /// The folder Tesseract loads `*.traineddata` from: the given path, `TESSDATA_PREFIX`, or the
    /// first existing default location; `nil` if none exists.
    static func tessdataFolder(_ path: String?) -> String? {
        if let path { return path }
        let candidates = [ProcessInfo.processInfo.environment["TESSDATA_PREFIX"]].compactMap { $0 } + [
            "/usr/share/tesseract-ocr/5/tessdata", "/usr/share/tesseract-ocr/4.00/tessdata",
            "/usr/share/tessdata", "/usr/local/share/tessdata", "/opt/homebrew/share/tessdata",
        ]
        return candidates.first { candidate in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }

    /// Debian's package of a Tesseract model: script models (`Latin`) are `tesseract-ocr-script-` and their
    /// ISO 15924 code, languages `tesseract-ocr-` and their own code with `-` for `_` (`chi_sim`: `chi-sim`).
    public static func debianPackage(ofModel model: String) -> String {
        let scripts = ["Latin": "latn", "Cyrillic": "cyrl", "Greek": "grek", "Arabic": "arab"]
        if let script = scripts[model] { return "tesseract-ocr-script-\(script)" }
        return "tesseract-ocr-" + model.lowercased().replacingOccurrences(of: "_", with: "-")
    }
}
