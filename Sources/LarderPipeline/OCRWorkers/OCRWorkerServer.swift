import Foundation
import LarderBarcode
import LarderCore
import LarderOCR
import LarderPDF

/// The inside of `larder ocr-worker`: reads files from standard input and answers each with what was asked (an
/// image's text and word boxes, a PDF's pages, an image's barcodes), until the input ends (the daemon let it
/// go, or died).
///
/// Tesseract and Leptonica, poppler and cairo, ZBar live only here: a crash or a hang inside them ends this process, which the daemon
/// notices and survives, and the memory they held goes back to the system when the process exits.
public struct OCRWorkerServer: Sendable {
    private let settings: OCRWorkerSettings
    private let fault: OCRWorkerFault?

    public init(settings: OCRWorkerSettings, fault: OCRWorkerFault? = OCRWorkerFault.fromEnvironment()) {
        self.settings = settings
        self.fault = fault
    }

    /// Says it is ready, then serves requests until the input ends.
    /// - Parameters:
    ///   - input: Requests come from here (standard input).
    ///   - replies: Replies go here (descriptor 3, where the daemon expects them; standard output is left to
    ///     whatever prints).
    /// - Throws: When the reply descriptor is gone (the daemon died); a request it cannot parse ends the worker
    ///   too, as the stream can no longer be trusted.
    public func serve(input: Int32 = STDIN_FILENO, replies: Int32 = 3) async throws {
        Self.exitWhenOrphaned()
        // Ctrl-C in a terminal reaches the whole process group: the daemon decides when its workers stop.
        signal(SIGINT, SIG_IGN)
        let reader = PipeEnd(descriptor: input)
        let writer = PipeEnd(descriptor: replies)
        // The engine is loaded before the worker says it is ready, so a worker that crashes loading it (damaged
        // language data) fails its start, not the first image. Missing data is answered with each image's error,
        // as in the daemon's own process.
        let worker = Result { try OCRWorker(configuration: settings.configuration) }
        try writer.write(OCRWorkerFrames.line(OCRWorkerFrames.Ready()))
        while let line = try reader.readLine(limit: 1 << 16) {
            let request = try JSONDecoder().decode(OCRWorkerFrames.Request.self, from: line)
            guard request.byteCount >= 0, let file = try reader.read(count: request.byteCount) else { return }
            fault?.play(reading: request.name, acknowledged: false)
            try writer.write(OCRWorkerFrames.line(OCRWorkerFrames.Received()))
            fault?.play(reading: request.name, acknowledged: true)
            var reply = OCRWorkerFrames.Reply()
            var attachments: [Data] = []
            do {
                switch request.kind {
                case .text:
                    reply.text = try await worker.get().recognize(imageData: file, named: request.name)
                case .pdfPages:
                    // No Tesseract here: a PDF reads even when the engine could not load.
                    let limits = request.pdfLimits ?? PDFLimits()
                    (reply.pages, attachments) = OCRWorkerFrames.pages(
                        try PDFReader.pages(of: file, named: request.name, limits: limits))
                case .barcodes:
                    reply.barcodes = try BarcodeScanner().barcodes(inImageData: file, named: request.name)
                }
            } catch {
                reply.error = OCRWorkerFrames.ReplyError(error)
            }
            let (line, isTheReading) = try Self.encoded(reply, for: request.name)
            try writer.write(line)
            // An error sent in place of the reading (it could not be encoded) has no pages to follow it.
            if isTheReading {
                for attachment in attachments { try writer.write(attachment) }
            }
        }
    }

    /// The reply as a line; a reading JSON cannot hold (a confidence that is not a number) is answered with an
    /// error instead of ending the worker.
    private static func encoded(_ reply: OCRWorkerFrames.Reply, for name: String) throws
        -> (line: Data, isTheReading: Bool)
    {
        do {
            return (try OCRWorkerFrames.line(reply), true)
        } catch {
            let failure = OCRWorkerFrames.ReplyError(
                domain: .ocr, code: "\(OCRError.Code.recognitionFailed)", file: name,
                message: "the reading could not be sent to the daemon: \(error)")
            return (try OCRWorkerFrames.line(OCRWorkerFrames.Reply(error: failure)), false)
        }
    }

    /// A worker whose daemon died while it was reading (killed with SIGKILL, so no one closed its input) would
    /// read on for nothing: it exits as soon as it is handed to another parent. `_exit`, not `exit`: another
    /// thread may be inside Tesseract, whose static destructors must not run under it.
    private static func exitWhenOrphaned() {
        let parent = getppid()
        Thread.detachNewThread {
            while getppid() == parent { sleep(1) }
            _exit(0)
        }
    }
}
