import CLibraryLoader
import CPoppler
import Foundation

/// One PDF opened with poppler, its page count checked against the limits.
///
/// - Important: Not thread-safe, and never leaves LarderPDF: ``PDFReader`` opens, reads and drops it in one call.
final class PDFFile {
    private let document: OpaquePointer
    let name: String
    let pageCount: Int

    /// Opens `data` without a password.
    /// - Throws: ``PDFError`` `.emptyFile`, `.damaged`, `.encrypted`, `.noPages` or `.tooManyPages`.
    init(data: Data, named name: String, limits: PDFLimits) throws {
        guard !data.isEmpty else {
            throw PDFError(.emptyFile, file: name, message: "the file is empty; download or export the PDF again")
        }
        if let problem = larder_library_problem(LarderLibraryPoppler) {
            throw PDFError(.missingLibrary, file: name, message: "cannot read PDFs: \(String(cString: problem))")
        }
        // poppler keeps its own reference to the copied bytes for as long as the document lives.
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var failure: UnsafeMutablePointer<GError>?
        guard let document = poppler_document_new_from_bytes(bytes, nil, &failure) else {
            throw Self.openingError(failure, name: name)
        }
        self.document = document
        self.name = name
        // The page tree's declared count, read before any page is: a file declaring thousands costs nothing.
        pageCount = Int(poppler_document_get_n_pages(document))
        guard pageCount > 0 else {
            throw PDFError(.noPages, file: name, message: "the PDF has no pages; download or export it again")
        }
        guard pageCount <= limits.maxPages else {
            throw PDFError(
                .tooManyPages, file: name,
                message: "the PDF has \(pageCount) pages, more than the limit of \(limits.maxPages) for one receipt; "
                    + "split it or raise ocr.max_pages")
        }
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(document))
    }

    /// Page `index` (from 0), its size checked against `limits`.
    /// - Throws: ``PDFError`` `.damaged` or `.pageTooLarge`.
    func page(_ index: Int, limits: PDFLimits) throws -> PDFPage {
        guard let page = poppler_document_get_page(document, Int32(index)) else {
            throw PDFError(
                .damaged, file: name, message: "page \(index + 1) cannot be read; the PDF is damaged, export it again")
        }
        return try PDFPage(taking: page, index: index, file: name, limits: limits)
    }

    private static func openingError(_ failure: UnsafeMutablePointer<GError>?, name: String) -> PDFError {
        defer { if let failure { g_error_free(failure) } }
        let reason = failure.map { String(cString: $0.pointee.message) } ?? "unknown error"
        if let failure, failure.pointee.domain == poppler_error_quark(),
            failure.pointee.code == Int32(POPPLER_ERROR_ENCRYPTED.rawValue)
        {
            return PDFError(
                .encrypted, file: name,
                message: "the PDF is protected by a password; save or print it again without one")
        }
        return PDFError(
            .damaged, file: name,
            message: "the PDF cannot be read (\(reason)); it may be cut off, download or export it again")
    }
}
