import ArgumentParser
import Foundation
import LarderCore

/// `larder ocr FILE`: prints what OCR reads on one image, for checking scans and tuning OCR.
struct OCRCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ocr",
        abstract: "Read the text of one receipt or label image with Tesseract.",
        discussion: "Reads JPEG (honouring EXIF orientation), PNG, TIFF (every page) and WebP."
    )

    @Argument(help: "The image file.", completion: .file())
    var file: String

    @Flag(name: .long, help: "Print JSON: text, confidence, seconds, pages, languages and words with boxes.")
    var json = false

    @OptionGroup var ocr: OCROptions

    func run() async throws {
        let worker = try ocr.makeWorker()
        let result: RecognizedText
        do {
            result = try await worker.recognize(imageAt: URL(fileURLWithPath: file))
        } catch {
            StandardError.write("larder: \(error)")
            throw ExitCode.failure
        }
        if json {
            print(try JSONOutput.string(RecognizedTextJSON(result)))
        } else {
            print(result.text)
        }
    }
}

/// The `--json` form of OCR output.
struct RecognizedTextJSON: Encodable {
    struct Word: Encodable {
        var text: String
        var confidence: Double
        var box: [Int]
        var page: Int
        var line: Int
    }

    var text: String
    var confidence: Double
    var seconds: Double
    var pages: Int
    /// The Tesseract languages of the reading kept (`eng`, or every configured language for a receipt read again).
    var languages: String?
    /// Left out when the reader kept to its settings.
    var notes: [String]?
    var words: [Word]

    init(_ recognized: RecognizedText) {
        text = recognized.text
        confidence = JSONOutput.rounded(recognized.confidence, places: 1)
        seconds = JSONOutput.rounded(recognized.seconds, places: 3)
        pages = recognized.pages
        languages = recognized.languages
        notes = recognized.notes
        words = recognized.words.map {
            Word(
                text: $0.text, confidence: JSONOutput.rounded($0.confidence, places: 1), box: $0.box.array,
                page: $0.page, line: $0.line
            )
        }
    }
}
