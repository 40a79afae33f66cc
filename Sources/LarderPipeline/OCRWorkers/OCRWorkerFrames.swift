import Foundation
import LarderBarcode
import LarderCore
import LarderOCR
import LarderPDF

/// The messages between the daemon and an OCR worker process. The worker says it is ready once its engine is
/// loaded; then each request is one JSON line naming the file, what to read in it and its size, followed by the
/// file's bytes, which the worker acknowledges once it has them all, and each reply is one JSON line holding the
/// reading or the error.
///
/// Replies travel on their own descriptor (3), not standard output, which the worker points at standard error:
/// nothing a library prints can be taken for a reply.
enum OCRWorkerFrames {
    /// The worker's descriptor for replies.
    static let replyDescriptor: Int32 = 3

    /// The worker's first line: its engine loaded.
    struct Ready: Codable {
        var ready = true
    }

    /// The worker has the whole file: a death from now until its reply happened while it held the file. (A
    /// small file fits in the pipe, so a write that succeeded does not prove a live reader.)
    struct Received: Codable {
        var received = true
    }

    /// What a request asks of the file's bytes; each is answered by one field of ``Reply``.
    enum Kind: String, Codable {
        /// An image's text and word boxes (``Reply/text``), through Tesseract.
        case text
        /// A PDF's pages (``Reply/pages``), through poppler and cairo, within ``Request/pdfLimits``.
        case pdfPages
        /// An image's barcodes (``Reply/barcodes``), through ZBar.
        case barcodes
    }

    struct Request: Codable {
        var kind: Kind
        /// The name errors give (the file's path, or a PDF page's).
        var name: String
        var byteCount: Int
        /// For ``Kind/pdfPages``: what the PDF may declare.
        var pdfLimits: PDFLimits?
    }

    struct Reply: Codable {
        var text: RecognizedText?
        var pages: [Page]?
        var barcodes: [Barcode]?
        var error: ReplyError?

        /// A reply holds exactly one answer, the one its request asked for, or an error; each PDF page holds its
        /// text or its image.
        func isWhole(for kind: Kind) -> Bool {
            let answers = [text != nil, pages != nil, barcodes != nil, error != nil].filter { $0 }.count
            guard answers == 1 else { return false }
            switch kind {
            case .text: return text != nil || error != nil
            case .pdfPages: return pages?.allSatisfy(\.isWhole) ?? (error != nil)
            case .barcodes: return barcodes != nil || error != nil
            }
        }

        /// The sizes of the images that follow the reply's line, in order: each rendered PDF page's PNG.
        var attachedByteCounts: [Int] { pages?.compactMap(\.pngByteCount) ?? [] }
    }

    /// One PDF page as it crosses the pipe: its text layer, or the size of the page's rendered PNG, whose bytes
    /// follow the reply's line (as a request's file follows its line), for the next request to read. Raw bytes,
    /// not base64 in the line: twenty rendered pages would otherwise be one line of hundreds of megabytes.
    struct Page: Codable {
        var text: RecognizedText?
        var pngByteCount: Int?

        init(text: RecognizedText?, pngByteCount: Int?) {
            self.text = text
            self.pngByteCount = pngByteCount
        }

        /// Exactly one of the two, and a size a PNG can have.
        var isWhole: Bool {
            switch (text, pngByteCount) {
            case (_?, nil): true
            case (nil, let count?): count > 0 && count <= Self.maxPNGByteCount
            default: false
            }
        }

        /// A rendered page is at most ``PDFLimits/maxRenderPixels`` (60 million by default) of RGB: a PNG of it,
        /// however poorly compressed, stays well below this.
        static let maxPNGByteCount = 1 << 30
    }

    /// The pages of a PDF as the worker sends them: the reply's pages, and the PNGs to write after its line.
    static func pages(_ pages: [PDFReader.Page]) -> (pages: [Page], pngs: [Data]) {
        var framed: [Page] = []
        var pngs: [Data] = []
        for page in pages {
            switch page {
            case .text(let text):
                framed.append(Page(text: text, pngByteCount: nil))
            case .rendered(let png):
                framed.append(Page(text: nil, pngByteCount: png.count))
                pngs.append(png)
            }
        }
        return (framed, pngs)
    }

    /// The pages as the daemon reads them, each rendered page with its PNG from `pngs`, in order.
    static func pages(_ pages: [Page], pngs: [Data]) -> [PDFReader.Page] {
        var remaining = pngs[...]
        return pages.map { page in
            if let text = page.text { return .text(text) }
            return .rendered(png: remaining.popFirst() ?? Data())
        }
    }

    /// Whose error crossed the pipe.
    enum ErrorDomain: String, Codable {
        /// An ``OCRError``.
        case ocr
        /// A ``PDFError``.
        case pdf
        /// A ``BarcodeError``, which has no code.
        case barcode
    }

    /// An error as it crosses the pipe, of the same type and code as the worker's, so the daemon classifies it as if
    /// it had read the file itself.
    struct ReplyError: Codable {
        var domain: ErrorDomain
        var code: String?
        var file: String?
        var message: String

        init(_ error: any Error) {
            switch error {
            case let ocr as OCRError:
                self.init(domain: .ocr, code: "\(ocr.code)", file: ocr.file, message: ocr.message)
            case let pdf as PDFError:
                self.init(domain: .pdf, code: "\(pdf.code)", file: pdf.file, message: pdf.message)
            case let barcode as BarcodeError:
                self.init(domain: .barcode, code: nil, file: barcode.file, message: barcode.message)
            default:
                self.init(domain: .ocr, code: "\(OCRError.Code.recognitionFailed)", file: nil, message: "\(error)")
            }
        }

        init(domain: ErrorDomain, code: String?, file: String?, message: String) {
            self.domain = domain
            self.code = code
            self.file = file
            self.message = message
        }

        /// The error as the worker threw it; an unknown code reads as a failed recognition.
        var thrown: any Error {
            switch domain {
            case .pdf:
                if let code = code.flatMap(PDFError.Code.init(named:)) {
                    return PDFError(code, file: file ?? "", message: message)
                }
            case .barcode:
                return BarcodeError(file: file ?? "", message: message)
            case .ocr:
                break
            }
            let code = code.flatMap(OCRError.Code.init(named:)) ?? .recognitionFailed
            return OCRError(code: code, file: file, message: message)
        }
    }

    /// One JSON line.
    static func line(_ value: some Encodable) throws -> Data {
        var data = try JSONEncoder().encode(value)
        data.append(UInt8(ascii: "\n"))
        return data
    }
}
