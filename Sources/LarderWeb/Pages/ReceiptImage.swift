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

    /// The file's bytes and type; `nil` when it is no longer anywhere (taken away).
    /// - Parameter page: For a receipt read from a folder of pages, which one (from 0); a folder is this receipt
    ///   only while its pages hash as they did when it was read.
    static func file(of receiptId: Int64, page: Int? = nil, in database: LarderDatabase, maxBytes: Int = 60_000_000)
        throws -> (bytes: Data, contentType: String, format: ImageSniffer.Format)?
    {
        let sha256 = try database.receipt(id: receiptId)?.sha256
        for path in try database.receiptFileCandidates(receiptId: receiptId) {
            if let page {
                let pages = ReceiptFolder.pages(ofFolder: path)
                guard page < pages.count, ContentHash.sha256(ofPagesAt: pages, followsLinks: false) == sha256,
                    let bytes = try? FileReading.contents(
                        of: pages[page], name: "receipt \(receiptId)", maxBytes: maxBytes, followsLinks: false),
                    let format = ImageSniffer.format(of: bytes.prefix(12))
                else { continue }
                return (bytes, shownFormats[format] ?? "application/octet-stream", format)
            }
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

    /// The format of each of the receipt's pages: one for a file, one per page for a folder of pages, from their
    /// first bytes only: the trip page needs no more to choose between showing and linking them, and serving them
    /// (``file(of:page:in:maxBytes:)``) checks them whole. Empty when the receipt's file is gone.
    static func formats(of receiptId: Int64, in database: LarderDatabase) throws -> [ImageSniffer.Format] {
        for path in try database.receiptFileCandidates(receiptId: receiptId) {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                let formats = ReceiptFolder.pages(ofFolder: path).compactMap(headerFormat)
                if !formats.isEmpty { return formats }
            } else if let format = headerFormat(path) {
                return [format]
            }
        }
        return []
    }

    /// A regular file's format from its first bytes; `nil` for anything else (a link, a device, a folder).
    private static func headerFormat(_ path: String) -> ImageSniffer.Format? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var header = [UInt8](repeating: 0, count: 12)
        let count = read(descriptor, &header, header.count)
        guard count > 0 else { return nil }
        return ImageSniffer.format(of: header.prefix(count))
    }

    static func register(on router: Router<WebRequestContext>, database: LarderDatabase) {
        router.get("/receipts/:id/image") { request, context in
            let id = try PageRoutes.id(context)
            var page: Int?
            if let text = request.uri.queryParameters["page"] {
                guard let number = Int(text), (0..<1000).contains(number) else {
                    throw APIError(.notFound, "no such page; pages are numbered from 0")
                }
                page = number
            }
            guard let file = try Self.file(of: id, page: page, in: database) else {
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
