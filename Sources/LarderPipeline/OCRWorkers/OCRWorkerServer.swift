import Foundation
import LarderCore
import LarderOCR

/// The inside of `larder ocr-worker`: reads images from standard input and answers each with its text and word
/// boxes on standard output, until the input ends (the daemon let it go, or died).
///
/// Tesseract and Leptonica live only here: a crash or a hang inside them ends this process, which the daemon
/// notices and survives, and the memory they held goes back to the system when the process exits.
public struct OCRWorkerServer: Sendable {
    private let settings: OCRWorkerSettings
    private let fault: OCRWorkerFault?

    public init(settings: OCRWorkerSettings, fault: OCRWorkerFault? = OCRWorkerFault.fromEnvironment()) {
        self.settings = settings
        self.fault = fault
    }

    /// Serves requests until the input ends.
    /// - Throws: When standard output is gone (the daemon died); a request it cannot parse ends the worker too,
    ///   as the stream can no longer be trusted.
    public func serve(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) async throws {
        Self.exitWhenOrphaned()
        // Ctrl-C in a terminal reaches the whole process group: the daemon decides when its workers stop.
        signal(SIGINT, SIG_IGN)
        let reader = PipeEnd(descriptor: input)
        let writer = PipeEnd(descriptor: output)
        // Created for the first image, so that a worker whose language data is missing still answers, with the
        // error each reading gets in the daemon's own process.
        var worker: Result<OCRWorker, any Error>?
        while let line = try reader.readLine(limit: 1 << 16) {
            let request = try JSONDecoder().decode(OCRWorkerFrames.Request.self, from: line)
            guard request.byteCount >= 0, let image = try reader.read(count: request.byteCount) else { return }
            fault?.play(reading: request.name)
            if worker == nil { worker = Result { try OCRWorker(configuration: settings.configuration) } }
            var reply = OCRWorkerFrames.Reply()
            do {
                reply.text = try await worker!.get().recognize(imageData: image, named: request.name)
            } catch {
                reply.error = OCRWorkerFrames.ReplyError(error)
            }
            try writer.write(OCRWorkerFrames.line(reply))
        }
    }

    /// A worker whose daemon died while it was reading (killed with SIGKILL, so no one closed its input) would
    /// read on for nothing: it exits as soon as it is handed to another parent.
    private static func exitWhenOrphaned() {
        let parent = getppid()
        Thread.detachNewThread {
            while getppid() == parent { sleep(1) }
            exit(0)
        }
    }
}
