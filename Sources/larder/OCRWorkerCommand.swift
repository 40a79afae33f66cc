import ArgumentParser
import Foundation
import LarderPipeline

/// `larder ocr-worker`: the OCR worker process the daemon starts; not for people, so hidden from help.
struct OCRWorkerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ocr-worker",
        abstract: "Read images from standard input for the daemon (started by `larder daemon`).",
        shouldDisplay: false
    )

    @Option(help: "The OCR settings as JSON, written by the daemon.")
    var settings: String

    func run() async throws {
        let decoded: OCRWorkerSettings
        do {
            decoded = try JSONDecoder().decode(OCRWorkerSettings.self, from: Data(settings.utf8))
        } catch {
            throw ValidationError("--settings is not an OCR worker's settings: \(error)")
        }
        try await OCRWorkerServer(settings: decoded).serve()
    }
}
