import Foundation
import Hummingbird
import LarderPipeline
import LarderStore

/// `/receipts/{id}/image`: a receipt's own file, found by its id in the database (the archive, or where it was
/// read from); nothing of the request reaches the file system.
enum ReceiptImage {
    /// The browser shows these itself; a TIFF or a folder of pages is offered as a download instead.
    static let shownFormats: [ImageSniffer.Format: String] = [
        .jpeg: "image/jpeg", .png: "image/png", .webp: "image/webp", .pdf: "application/pdf",
    ]

    /// The file's bytes and type; `nil` when it is no longer anywhere (taken away, or a folder of pages).
    static func file(of receiptId: Int64, in database: LarderDatabase, maxBytes: Int = 60_000_000) throws
        -> (bytes: Data, contentType: String, format: ImageSniffer.Format)?
    {
        let sha256 = try database.receipt(id: receiptId)?.sha256
        for path in try database.receiptFileCandidates(receiptId: receiptId) {
            // A regular file only (FileReading refuses folders, devices, pipes and, here, links), within a sane
            // size, and the very file that was read: another file put at the same path is not this receipt.
            guard
                let bytes = try? FileReading.contents(
                    of: path, name: "receipt \(receiptId)", maxBytes: maxBytes, followsLinks: false),
                ContentHash.sha256(of: bytes) == sha256, let format = ImageSniffer.format(of: bytes.prefix(12))
            else { continue }
            return (bytes, shownFormats[format] ?? "application/octet-stream", format)
        }
        return nil
    }

    /// The format of the receipt's file, from its first bytes only: the trip page needs no more to choose between
    /// showing it and linking it, and serving it (``file(of:in:maxBytes:)``) checks it whole.
    static func format(of receiptId: Int64, in database: LarderDatabase) throws -> ImageSniffer.Format? {
        for path in try database.receiptFileCandidates(receiptId: receiptId) {
            let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            var status = stat()
            guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            var header = [UInt8](repeating: 0, count: 12)
            let count = read(descriptor, &header, header.count)
            guard count > 0, let format = ImageSniffer.format(of: header.prefix(count)) else { continue }
            return format
        }
        return nil
    }

    static func register(on router: Router<WebRequestContext>, database: LarderDatabase) {
        router.get("/receipts/:id/image") { _, context in
            let id = try PageRoutes.id(context)
            guard let file = try Self.file(of: id, in: database) else {
                throw APIError(.notFound, "receipt \(id)'s file is no longer in the archive")
            }
            var headers: HTTPFields = [.contentType: file.contentType, .cacheControl: "private, max-age=3600"]
            if shownFormats[file.format] == nil {
                headers[.contentDisposition] = "attachment; filename=\"receipt-\(id).\(file.format.rawValue)\""
            }
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(data: file.bytes)))
        }
    }
}
