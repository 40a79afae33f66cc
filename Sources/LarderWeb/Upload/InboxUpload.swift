import Foundation
import Hummingbird
import LarderPipeline
import LarderStore

/// Puts an uploaded receipt in the inbox exactly as a dropped file, and queues its job at once so the client
/// can follow it: checked first (its size, what its bytes are, the pixels and pages it declares), written under
/// a name of Larder's choosing (the client's never becomes a path), hidden until whole, then renamed into place.
struct InboxUpload: Sendable {
    let inboxFolder: String
    let database: LarderDatabase
    let maxBytes: Int
    let maxPixels: Int
    let maxPages: Int
    /// What the daemon makes of the file: a receipt, or (in the labels folder) a food from its label.
    var kind: JobKind = .receipt

    /// - Returns: The job that reads the file.
    /// - Throws: ``APIError`` 400, 413 or 415 saying what is wrong with the file, or 500 when it cannot be stored.
    func store(_ bytes: [UInt8]) throws -> JobRecord {
        try check(bytes)
        let format = ImageSniffer.format(of: bytes)!
        let name = "upload-\(CSRF.make().prefix(16)).\(Self.fileExtension[format] ?? "bin")"
        let path = URL(fileURLWithPath: inboxFolder).appendingPathComponent(name).path
        let hidden = URL(fileURLWithPath: inboxFolder).appendingPathComponent(".\(name).part").path
        try write(bytes, to: hidden)
        guard rename(hidden, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(hidden)
            throw APIError(.internalServerError, "cannot put the file in the inbox (\(reason))")
        }
        do {
            // The inbox watcher waits for a file to settle before it queues it, and then finds this job.
            if let queued = try database.pendingJob(sourcePath: path) { return queued }
            return try database.enqueueJob(sourcePath: path, isFolder: false, sha256: ContentHash.sha256(of: Data(bytes)), kind: kind)
        } catch {
            // The file stays in the inbox, where the watcher queues it: the upload is not lost.
            throw APIError(.internalServerError, "the file is in the inbox but could not be queued yet: \(error)")
        }
    }

    /// Refuses what the daemon would not read, before anything is written.
    func check(_ bytes: [UInt8]) throws {
        guard !bytes.isEmpty else { throw APIError(.badRequest, "the file is empty") }
        guard bytes.count <= maxBytes else {
            throw APIError(.contentTooLarge, "the file is larger than the upload limit of \(maxBytes) bytes")
        }
        guard let format = ImageSniffer.format(of: bytes) else {
            throw APIError(.unsupportedMediaType, "the file is no image or PDF Larder reads (JPEG, PNG, TIFF, WebP or PDF)")
        }
        guard let headerFormat = Self.headerFormat[format] else { return }  // a PDF: its pages are checked by the worker
        guard let pages = ImageHeader.pages(of: bytes, format: headerFormat, maxPages: maxPages) else {
            throw APIError(.unsupportedMediaType, "the image is damaged: its header gives no size")
        }
        guard pages.count <= maxPages else {
            throw APIError(.unsupportedMediaType, "the image has more than \(maxPages) pages, the limit (ocr.max_pages)")
        }
        // Divided, not multiplied: a header may declare 2^32 × 2^32, whose product no Int holds.
        for (width, height) in pages where width == 0 || height == 0 || width > maxPixels / height {
            throw APIError(
                .unsupportedMediaType,
                "the image declares \(width)×\(height) pixels; the limit is \(maxPixels) (ocr.max_pixels)")
        }
    }

    private func write(_ bytes: [UInt8], to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o640)
        guard descriptor >= 0 else {
            throw APIError(
                .internalServerError,
                "cannot write to the inbox (\(String(cString: strerror(errno)))); check that it exists and is writable")
        }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let reason = String(cString: strerror(errno))
                unlink(path)
                throw APIError(Self.insufficientStorage, "cannot write the file to the inbox (\(reason)); is the disk full?")
            }
            written += count
        }
        guard fsync(descriptor) == 0 else {
            unlink(path)
            throw APIError(Self.insufficientStorage, "cannot write the file to the inbox; is the disk full?")
        }
    }

    /// 507: the server could not store what it was given.
    private static let insufficientStorage = HTTPResponse.Status(code: 507, reasonPhrase: "Insufficient Storage")

    private static let fileExtension: [ImageSniffer.Format: String] = [
        .jpeg: "jpg", .png: "png", .tiff: "tif", .webp: "webp", .pdf: "pdf",
    ]

    private static let headerFormat: [ImageSniffer.Format: ImageHeader.Format] = [
        .jpeg: .jpeg, .png: .png, .tiff: .tiff, .webp: .webp,
    ]
}
