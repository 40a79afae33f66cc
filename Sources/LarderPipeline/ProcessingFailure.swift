import LarderBarcode
import LarderCore
import LarderOCR
import LarderPDF

/// Why a file did not become a stored trip or food, and whether trying it again may help.
///
/// Decided here, once, from the typed error where it was thrown, for every caller: the CLI prints the
/// message, the daemon retries a failure worth retrying with backoff and moves any other to `failed/`.
public struct ProcessingFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where processing stopped.
    public enum Stage: String, Sendable, Hashable {
        /// Reading the file's bytes (missing, too large, a symbolic link where links are refused).
        case reading
        /// OCR, or a PDF's text layer.
        case recognition
        /// The extraction backend.
        case extraction
        /// Writing to the database.
        case storing
    }

    public var stage: Stage
    /// The error's code, e.g. `corruptImage`, `unavailable`, `file_too_large`; `cancelled` for a stopped run.
    public var code: String
    /// What failed and what to do about it, as shown to the user and stored with the receipt.
    public var message: String
    /// Whether the same file may get through later: the file may become readable, a service may come back, a
    /// database may accept the write. A damaged image or a refused key will not.
    public var isWorthRetrying: Bool

    public init(stage: Stage, code: String, message: String, isWorthRetrying: Bool) {
        self.stage = stage
        self.code = code
        self.message = message
        self.isWorthRetrying = isWorthRetrying
    }

    /// Classifies an error thrown at `stage`.
    /// - Parameter message: What to show instead of the error's own description.
    public init(_ error: any Error, at stage: Stage, message: String? = nil) {
        let (code, retry) = Self.classify(error)
        self.init(stage: stage, code: code, message: message ?? "\(error)", isWorthRetrying: retry)
    }

    /// A run stopped before anything was stored (a stopping daemon): the file is read again later.
    static func cancelled(at stage: Stage) -> ProcessingFailure {
        ProcessingFailure(
            stage: stage, code: "cancelled", message: "cancelled before it was stored", isWorthRetrying: true)
    }

    /// A failure read back from a stored receipt, where only its message is kept.
    public static func recorded(_ message: String) -> ProcessingFailure {
        ProcessingFailure(stage: .recognition, code: "recorded", message: message, isWorthRetrying: false)
    }

    public var description: String { message }

    /// Whether the attempt ended with its OCR worker process killed: crashed, or stopped for taking too long.
    /// The daemon gives a file up after it did so a few times, however often it may retry other failures.
    public var killedItsWorker: Bool {
        code == Self.workerKilledCode
    }

    /// Whether the attempt found no OCR worker process able to read (one that could not start, exited, or was
    /// stopped from outside): the file is not at fault, and the attempt should not count against it.
    public var foundNoWorker: Bool {
        code == Self.workerUnavailableCode
    }

    private static let workerKilledCode = "workerKilled"
    private static let workerUnavailableCode = "workerUnavailable"

    /// Whether the file was refused for what it is (too large, a symbolic link where links are refused), which
    /// a writer finishing the file would not change; any other reading failure may come from a file half written.
    public var refusesTheFileAsSuch: Bool {
        stage == .reading && Self.fileRefusalCodes.contains(code)
    }

    private static let fileRefusalCodes = Set([PipelineError.Code.fileTooLarge, .symbolicLink].map(\.description))

    private static func classify(_ error: any Error) -> (code: String, worthRetrying: Bool) {
        switch error {
        case is CancellationError:
            ("cancelled", true)
        case let ocr as OCRError:
            // Unreadable now (permissions, a file being replaced), or a language pack or library being installed.
            ("\(ocr.code)", [.unreadableFile, .missingLanguageData, .missingLibrary].contains(ocr.code))
        case let pipeline as PipelineError:
            ("\(pipeline.code)", pipeline.code == .unreadableFile)
        case let extraction as ExtractionError:
            // A service down or busy, or a reply that a second call may get right; a refused key or no quota stays.
            ("\(extraction.code)", extraction.code == .unavailable || extraction.code == .malformedReply)
        case let pdf as PDFError:
            // Only a library being installed changes how a PDF reads.
            ("\(pdf.code)", pdf.code == .missingLibrary)
        case let worker as OCRWorkerError:
            // Another worker may read it (a hang under load); a file that keeps killing them is given up by count.
            (worker.code == .killed ? workerKilledCode : workerUnavailableCode, true)
        case is BarcodeError:
            ("barcode", false)
        default:
            // Not one of Larder's own: the database or the file system refused (a busy or full disk, also while
            // checking a budget or recording a model's calls), which may pass. The daemon's retry limit bounds it.
            ("other", true)
        }
    }
}
