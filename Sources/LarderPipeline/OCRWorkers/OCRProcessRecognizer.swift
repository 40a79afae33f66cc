import Foundation
import LarderCore
import LarderOCR
import Synchronization

/// Reads images in a `larder ocr-worker` process rather than in this one: the daemon's view of OCR.
///
/// The process is started for the first image and kept for the next, one image at a time; dropping the
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
    /// The worker reading now, for a cancelled caller to stop.
    private let reading = Mutex<WorkerProcessHandle?>(nil)

    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        executor.asUnownedSerialExecutor()
    }

    /// Checks the language data now, so a missing language stops start-up; no process starts yet.
    ///
    /// - Parameters:
    ///   - executable: The `larder` to run as `larder ocr-worker`.
    ///   - secondsPerImage: How long one reading may take before the worker is killed.
    /// - Throws: ``OCRError`` `.missingLanguageData`.
    public init(
        settings: OCRWorkerSettings, executable: String = thisExecutable, secondsPerImage: Double,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        try settings.configuration.checkLanguageData()
        // A worker that dies while the daemon writes to it must fail the write, not kill the daemon.
        signal(SIGPIPE, SIG_IGN)
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

    /// The process id of the worker reading an image right now, if one is; answers while the reading goes on.
    public nonisolated var readingProcessID: pid_t? { reading.withLock { $0?.pid } }

    public func recognize(imageData: Data, named name: String) async throws -> RecognizedText {
        try await withTaskCancellationHandler {
            try exchange(imageData, named: name)
        } onCancel: {
            reading.withLock { $0?.kill(.cancelled) }
        }
    }

    /// Lets the worker go now rather than when the recognizer is dropped.
    public func letWorkerGo() {
        worker?.letGo()
        worker = nil
    }

    private func exchange(_ image: Data, named name: String) throws -> RecognizedText {
        try Task.checkCancellation()
        let worker = try runningWorker()
        let handle = worker.handle
        reading.withLock { $0 = handle }
        defer { reading.withLock { $0 = nil } }
        // Cancelled between the check above and now: the handler found nothing to stop.
        if Task.isCancelled { handle.kill(.cancelled) }
        let limit = DispatchWorkItem { handle.kill(.timedOut) }
        DispatchQueue.global().asyncAfter(deadline: .now() + secondsPerImage, execute: limit)
        defer { limit.cancel() }

        var line: Data?
        do {
            let request = OCRWorkerFrames.Request(name: name, byteCount: image.count)
            try worker.input.write(OCRWorkerFrames.line(request) + image)
            line = try worker.output.readLine()
        } catch is PipeEnd.Broken {
            line = nil
        }
        guard let line else { throw ended(worker, reading: name) }
        guard let reply = try? JSONDecoder().decode(OCRWorkerFrames.Reply.self, from: line) else {
            handle.kill(.brokenReply)
            throw ended(worker, reading: name)
        }
        if let text = reply.text { return text }
        let missing = OCRWorkerFrames.ReplyError(
            code: "\(OCRError.Code.recognitionFailed)", file: name,
            message: "the OCR worker answered with neither a reading nor an error")
        throw (reply.error ?? missing).ocrError
    }

    /// The running worker, or a new one when there is none or it ended while idle (killed for memory, say):
    /// an image is never blamed for a worker that died before it was sent.
    private func runningWorker() throws -> OCRWorkerProcess {
        if let worker, worker.handle.ending() == nil { return worker }
        let settingsJSON = String(decoding: try JSONEncoder().encode(settings), as: UTF8.self)
        let started = try OCRWorkerProcess.start(
            executable: executable, arguments: ["ocr-worker", "--settings", settingsJSON], environment: environment)
        worker = started
        return started
    }

    /// What to throw for a worker that stopped answering while reading `name`, once it has ended.
    private func ended(_ worker: OCRWorkerProcess, reading name: String) -> any Error {
        self.worker = nil
        let ending = worker.handle.waitForEnd()
        let file = URL(fileURLWithPath: name).lastPathComponent
        switch worker.handle.killReason {
        case .cancelled:
            return CancellationError()
        case .timedOut:
            return OCRWorkerError(
                code: .killed,
                message: "reading \(file) took longer than \(Self.seconds(secondsPerImage)) s, so its OCR worker was "
                    + "stopped; a larger limit is ocr.seconds_per_image")
        case .brokenReply:
            return OCRWorkerError(
                code: .killed, message: "the OCR worker answered \(file) with something that is not a reading")
        case nil:
            switch ending {
            case .signalled(let signal) where Self.stopSignals.contains(signal):
                return OCRWorkerError(
                    code: .unavailable,
                    message: "the OCR worker was stopped from outside (signal \(signal)) while reading \(file)")
            case .signalled(let signal):
                return OCRWorkerError(
                    code: .killed,
                    message: "the OCR worker crashed while reading \(file) (signal \(signal), "
                        + "\(String(cString: strsignal(signal))))")
            case .exited(let status):
                return OCRWorkerError(
                    code: .unavailable,
                    message: "the OCR worker exited with status \(status) before answering for \(file); "
                        + "its reason is in the log above")
            }
        }
    }

    /// Signals that ask a process to stop (a service manager stopping everything, an administrator): a worker
    /// ended by one was not ended by its image. Any other signal is a crash, or the kernel ending it for memory.
    private static let stopSignals: Set<Int32> = [SIGTERM, SIGINT, SIGHUP, SIGQUIT]

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
