import Foundation
import LarderBarcode
import LarderCore
import LarderOCR
import LarderPDF
import Synchronization

/// Reads images, PDFs and barcodes in a `larder ocr-worker` process rather than in this one: the daemon's view of
/// OCR, so it never loads the C libraries that parse what is dropped in its inbox.
///
/// The process is started for the first file and kept for the next, one request at a time; dropping the
/// recognizer lets it go. A worker that crashes, or reads one image for longer than the time limit (and is
/// killed), fails that reading with ``OCRWorkerError`` `.killed`; the next image starts a new worker.
///
/// - Important: Reading blocks on the pipe, so the recognizer runs on its own serial queue, off Swift's
///   cooperative pool.
public actor OCRProcessRecognizer: TextRecognizer {
    /// This very program, whatever it was started as, and the version that started even if the file was
    /// replaced since (an upgrade): the worker always matches its daemon.
    public static let thisExecutable = "/proc/self/exe"

    private let executor = QueueExecutor(label: "larder.ocr-process")
    private let settings: OCRWorkerSettings
    private let executable: String
    private let secondsPerImage: Double
    private let environment: [String: String]
    private var worker: OCRWorkerProcess?
    /// The worker of the reading under way, for a cancelled caller to stop, and whether the image was sent.
    private let current = Mutex<(handle: WorkerProcessHandle?, imageSent: Bool)>((nil, false))

    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        executor.asUnownedSerialExecutor()
    }

    /// Checks the language data now, so a missing language stops start-up; no process starts yet.
    ///
    /// - Parameters:
    ///   - executable: The `larder` to run as `larder ocr-worker`.
    ///   - secondsPerImage: How long one reading may take before the worker is killed (and how long a worker
    ///     may take to get ready).
    /// - Throws: ``OCRError`` `.missingLanguageData`.
    public init(
        settings: OCRWorkerSettings, executable: String = thisExecutable, secondsPerImage: Double,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        try settings.configuration.checkLanguageData()
        // A worker that dies while the daemon writes to it must fail the write, not kill the daemon; and its end
        // must wait to be reaped here (a SIGCHLD ignored by whoever started the daemon would reap it unseen).
        signal(SIGPIPE, SIG_IGN)
        signal(SIGCHLD, SIG_DFL)
        self.settings = settings
        self.executable = executable
        self.secondsPerImage = secondsPerImage
        // libgomp reads the limit when it loads: it must be in the worker's environment from the start.
        self.environment = environment.merging(["OMP_THREAD_LIMIT": "1"]) { _, limit in limit }
    }

    deinit {
        worker?.letGo()
    }

    /// The worker's process id while one runs; for tests and diagnostics.
    public var workerProcessID: pid_t? { worker?.handle.pid }

    /// The process id of the worker reading an image right now, once the image was sent to it; answers while the
    /// reading goes on.
    public nonisolated var readingProcessID: pid_t? {
        current.withLock { $0.imageSent ? $0.handle?.pid : nil }
    }

    public func recognize(imageData: Data, named name: String) async throws -> RecognizedText {
        try await ask(.text, of: imageData, named: name) { reply, _ in reply.text }
    }

    /// The PDF is opened and rendered in the worker too: poppler and cairo parse what anyone may drop in the inbox.
    public func pdfPages(of data: Data, named name: String, limits: PDFLimits) async throws -> [PDFReader.Page] {
        try await ask(.pdfPages, of: data, named: name, pdfLimits: limits) { reply, pngs in
            reply.pages.map { OCRWorkerFrames.pages($0, pngs: pngs) }
        }
    }

    public func barcodes(inImageData data: Data, named name: String) async throws -> [Barcode] {
        try await ask(.barcodes, of: data, named: name) { reply, _ in reply.barcodes }
    }

    /// Sends one request to the worker and returns the answer `answer` picks from its reply and the images that
    /// followed it.
    private func ask<Answer>(
        _ kind: OCRWorkerFrames.Kind, of file: Data, named name: String, pdfLimits: PDFLimits? = nil,
        answer: (OCRWorkerFrames.Reply, [Data]) -> Answer?
    ) async throws -> Answer {
        let request = OCRWorkerFrames.Request(kind: kind, name: name, byteCount: file.count, pdfLimits: pdfLimits)
        let (reply, attachments) = try await withTaskCancellationHandler {
            try exchange(request, file)
        } onCancel: {
            current.withLock { $0.handle?.kill(.cancelled) }
        }
        if let error = reply.error { throw error.thrown }
        // `exchange` checked that the reply is whole for its request: it holds the answer asked for.
        return answer(reply, attachments)!
    }

    /// Starts a worker and waits until it is ready, so that a worker that cannot start stops the daemon's start
    /// rather than failing receipts one by one; then lets it go.
    /// - Throws: ``OCRWorkerError`` `.unavailable` saying why.
    public func checkWorkerStarts() throws {
        let worker = try runningWorker()
        try awaitReady(worker, before: "its first image")
        // Gone before this returns, so the daemon starts with no worker process.
        self.worker = nil
        worker.letGo(waits: true)
    }

    /// Lets the worker go now rather than when the recognizer is dropped.
    public func letWorkerGo() {
        worker?.letGo()
        worker = nil
    }

    /// - Returns: The reply, and the images that followed its line (a PDF's rendered pages).
    private func exchange(_ request: OCRWorkerFrames.Request, _ file: Data) throws
        -> (reply: OCRWorkerFrames.Reply, attachments: [Data])
    {
        let name = request.name
        try Task.checkCancellation()
        let worker = try runningWorker()
        let handle = worker.handle
        current.withLock { $0 = (handle, false) }
        defer { current.withLock { $0 = (nil, false) } }
        // Cancelled between the check above and now: the handler found nothing to stop.
        if Task.isCancelled { handle.kill(.cancelled) }
        try awaitReady(worker, before: URL(fileURLWithPath: name).lastPathComponent)
        // The file's time starts once the worker is ready: loading the engine is not the file's doing.
        let limit = DispatchWorkItem { handle.kill(.timedOut) }
        DispatchQueue.global().asyncAfter(deadline: .now() + secondsPerImage, execute: limit)
        defer { limit.cancel() }
        // Until the worker says it has the whole file, an end is not the file's doing: it may have died while
        // idle, its last threads still exiting, while a small file went into the pipe.
        let acknowledgement =
            (try? worker.input.write(OCRWorkerFrames.line(request) + file)) != nil
            ? try? worker.output.readLine() : nil
        guard let acknowledgement,
            (try? JSONDecoder().decode(OCRWorkerFrames.Received.self, from: acknowledgement)) != nil
        else {
            // A line that is not the acknowledgement: the stream cannot be trusted, so the worker is stopped.
            if acknowledgement != nil { handle.kill(.brokenReply) }
            throw ended(worker, reading: name, blamesImage: false)
        }
        current.withLock { $0.imageSent = true }
        guard let line = try? worker.output.readLine() else { throw ended(worker, reading: name, blamesImage: true) }
        guard let reply = try? JSONDecoder().decode(OCRWorkerFrames.Reply.self, from: line),
            reply.isWhole(for: request.kind)
        else {
            handle.kill(.brokenReply)
            throw ended(worker, reading: name, blamesImage: false)
        }
        var attachments: [Data] = []
        for count in reply.attachedByteCounts {
            guard let bytes = try? worker.output.read(count: count) else {
                throw ended(worker, reading: name, blamesImage: true)
            }
            attachments.append(bytes)
        }
        return (reply, attachments)
    }

    /// Reads the worker's ready line the first time it is used.
    /// - Throws: ``OCRWorkerError`` `.unavailable` when it ended first; `CancellationError`.
    private func awaitReady(_ worker: OCRWorkerProcess, before what: String) throws {
        guard !worker.isReady else { return }
        let handle = worker.handle
        let limit = DispatchWorkItem { handle.kill(.timedOut) }
        DispatchQueue.global().asyncAfter(deadline: .now() + readySeconds, execute: limit)
        // Until the worker has ended too: one that closed its answers but lingers is killed at the limit.
        defer { limit.cancel() }
        // No line: the worker ended (its output closes as it exits, possibly before it can be reaped).
        let line = try? worker.output.readLine()
        if let line, (try? JSONDecoder().decode(OCRWorkerFrames.Ready.self, from: line)) != nil,
            handle.killReason == nil
        {
            worker.isReady = true
            return
        }
        if line != nil { worker.handle.kill(.brokenReply) }
        throw ended(worker, reading: what, blamesImage: false)
    }

    /// The running worker, or a new one when there is none, it ended while idle (killed for memory, say), or it
    /// was being killed when the last reading ended: an image is never sent to a worker that is going.
    private func runningWorker() throws -> OCRWorkerProcess {
        if let worker {
            if worker.handle.ending() == nil, worker.handle.killReason == nil { return worker }
            worker.letGo()
            self.worker = nil
        }
        let settingsJSON = String(decoding: try JSONEncoder().encode(settings), as: UTF8.self)
        let started = try OCRWorkerProcess.start(
            executable: executable, arguments: ["ocr-worker", "--settings", settingsJSON], environment: environment)
        worker = started
        return started
    }

    /// What to throw for a worker that stopped answering, once it has ended.
    /// - Parameter blamesImage: Whether the worker held the image: only then can its death be the image's doing.
    private func ended(_ worker: OCRWorkerProcess, reading name: String, blamesImage: Bool) -> any Error {
        self.worker = nil
        let ending = worker.handle.waitForEnd()
        let file = URL(fileURLWithPath: name).lastPathComponent
        switch (worker.handle.killReason, ending) {
        case (.cancelled, _):
            return CancellationError()
        case (.timedOut, _) where blamesImage:
            return OCRWorkerError(
                code: .killed,
                message: "reading \(file) took longer than \(Self.seconds(secondsPerImage)) s, so its OCR worker was "
                    + "stopped; a larger limit is ocr.seconds_per_image")
        case (.timedOut, _):
            return OCRWorkerError(
                code: .unavailable,
                message: "the OCR worker was not ready within \(Self.seconds(readySeconds)) s for \(file)")
        case (.brokenReply, _):
            return OCRWorkerError(
                code: .unavailable,
                message: "the OCR worker answered with something that is not a reading, for \(file); it was stopped")
        case (nil, .signalled(let signal)) where Self.stopSignals.contains(signal):
            return OCRWorkerError(
                code: .unavailable,
                message: "the OCR worker was stopped from outside (signal \(signal)) while reading \(file)")
        case (nil, .signalled(let signal)) where blamesImage:
            return OCRWorkerError(
                code: .killed,
                message: "the OCR worker crashed while reading \(file) (signal \(signal), "
                    + "\(String(cString: strsignal(signal))))")
        case (nil, .signalled(let signal)):
            return OCRWorkerError(
                code: .unavailable,
                message: "the OCR worker crashed before it was given \(file) (signal \(signal), "
                    + "\(String(cString: strsignal(signal)))); its reason is in the log above")
        case (nil, .exited(let status)) where blamesImage:
            // It had the image and ended without answering: whatever it was, reading this image ended it.
            return OCRWorkerError(
                code: .killed,
                message: "the OCR worker ended (status \(status)) while reading \(file) without answering")
        case (nil, .exited(let status)):
            return OCRWorkerError(
                code: .unavailable,
                message: "the OCR worker exited with status \(status) before answering for \(file); "
                    + "its reason is in the log above")
        }
    }

    /// How long a new worker may take to load its engine and say it is ready: at least a minute, however short
    /// the limit per image, as a loaded machine may take a while to start a process.
    private var readySeconds: Double { max(secondsPerImage, 60) }

    /// Signals that ask a process to stop (a service manager stopping everything, an administrator): a worker
    /// ended by one was not ended by its image. Any other signal is a crash, or the kernel ending it for memory.
    private static let stopSignals: Set<Int32> = [SIGTERM, SIGINT, SIGHUP, SIGQUIT]

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
