import Foundation
import LarderCore

/// Where the extraction benchmark gets the OCR output of a receipt image.
///
/// The benchmark measures extraction only; swap this for the real OCR worker to measure both.
protocol ExtractionTextSource: Sendable {
    /// The recognised text of one image.
    /// - Parameter path: The image file.
    /// - Throws: When the image cannot be read.
    func recognizedText(forImageAt path: String) async throws -> RecognizedText
}

/// Runs the `tesseract` command line tool and converts its TSV, caching the result as JSON.
///
/// Level-5 TSV rows are words; their (page, block, paragraph, line) numbers become the sequential,
/// document-wide `line` index that `RecognizedWord` carries.
struct ExtractionTesseractCLISource: ExtractionTextSource {
    /// Page segmentation mode passed to tesseract.
    var pageSegmentationMode = 4
    /// Directory for cached JSON, keyed by image file name and mode.
    var cacheDirectory: String

    func recognizedText(forImageAt path: String) async throws -> RecognizedText {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
        let cache = URL(fileURLWithPath: cacheDirectory).appendingPathComponent(
            "\(parent)-\(name)-psm\(pageSegmentationMode).json")
        if let data = try? Data(contentsOf: cache) {
            return try JSONDecoder().decode(RecognizedText.self, from: data)
        }
        let start = Date()
        let tsv = try runTesseract(path)
        var text = convert(tsv: tsv)
        text.seconds = Date().timeIntervalSince(start)
        try FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
        try JSONEncoder().encode(text).write(to: cache)
        return text
    }

    private func runTesseract(_ path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tesseract", path, "-", "--psm", String(pageSegmentationMode), "-l", "deu+eng", "tsv"]
        var environment = ProcessInfo.processInfo.environment
        environment["OMP_THREAD_LIMIT"] = "1"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// Converts tesseract TSV into `RecognizedText`.
    func convert(tsv: String) -> RecognizedText {
        var words: [RecognizedWord] = []
        var lineNumbers: [[Int]: Int] = [:]
        var lines: [[String]] = []
        var pages = 1
        for row in tsv.split(separator: "\n").dropFirst() {
            let columns = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 12, columns[0] == "5" else { continue }
            let text = columns[11].trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty, let page = Int(columns[1]) else { continue }
            let key = columns[1...4].compactMap { Int($0) }
            let line = lineNumbers[key] ?? lines.count
            if line == lines.count {
                lineNumbers[key] = line
                lines.append([])
            }
            lines[line].append(text)
            pages = max(pages, page)
            let box = BoundingBox(
                x: Int(columns[6]) ?? 0, y: Int(columns[7]) ?? 0, width: Int(columns[8]) ?? 0,
                height: Int(columns[9]) ?? 0)
            words.append(
                RecognizedWord(
                    text: text, confidence: max(0, Double(columns[10]) ?? 0), box: box, page: page - 1, line: line))
        }
        let confidence = words.isEmpty ? 0 : words.map(\.confidence).reduce(0, +) / Double(words.count)
        return RecognizedText(
            text: lines.map { $0.joined(separator: " ") }.joined(separator: "\n"), confidence: confidence, seconds: 0,
            pages: pages, words: words)
    }
}
