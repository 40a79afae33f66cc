import Foundation

/// Runs the `tesseract` command-line tool as the baseline: `tesseract IMG - --psm 3 -l LANG`.
struct TesseractCLI {
    let executable: URL
    let languages: String
    let pageSegmentationMode: Int

    init(languages: String, pageSegmentationMode: Int) throws {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
            .map { "\($0)/tesseract" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let path else { throw BenchmarkError("the tesseract command is not on PATH; install tesseract-ocr") }
        self.executable = URL(fileURLWithPath: path)
        self.languages = languages
        self.pageSegmentationMode = pageSegmentationMode
    }

    /// The text the tool prints for `image` (it inherits `OMP_THREAD_LIMIT=1`).
    func recognize(_ image: URL) throws -> String {
        let process = Process()
        process.executableURL = executable
        process.arguments = [image.path, "-", "--psm", String(pageSegmentationMode), "-l", languages]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchmarkError("tesseract failed on \(image.lastPathComponent) (status \(process.terminationStatus))")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
