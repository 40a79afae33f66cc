import Hummingbird
import NIOCore

/// The parts of a `multipart/form-data` body (RFC 7578), read whole within the upload limit.
///
/// Parsed here rather than with MultipartKit: its parser (4.7.1) indexes a table with any byte of a part's
/// header name and traps on one above 127, which any client could send, and a trap would end the daemon.
/// This reader only searches for the boundary and splits on it; whatever the bytes, it ends with parts or a 400.
struct MultipartForm {
    struct Part {
        /// The `name` of the part's `Content-Disposition`.
        var name: String?
        var body: ArraySlice<UInt8>
    }

    let parts: [Part]

    /// - Parameters:
    ///   - maxFileBytes: The largest file; the body may hold `maxFiles` of them and the form's other fields.
    /// - Throws: ``APIError`` 413 for a body over that, 400 for one that is not multipart form data.
    init(_ request: Request, maxFileBytes: Int, maxFiles: Int) async throws {
        guard let contentType = request.headers[.contentType],
            contentType.lowercased().hasPrefix("multipart/form-data"),
            let boundary = Self.boundary(in: contentType), !boundary.isEmpty, boundary.utf8.count <= 200
        else { throw APIError(.badRequest, "send the file as multipart/form-data, in a field named `file`") }
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: maxFileBytes * maxFiles + 64 * 1024)
        } catch is NIOTooManyBytesError {
            let files = maxFiles == 1 ? "" : " a file, \(maxFiles) files at once"
            throw APIError(.contentTooLarge, "the upload is larger than the limit of \(maxFileBytes) bytes\(files)")
        }
        parts = try Self.parts(of: Array(body.readableBytesView), boundary: Array(boundary.utf8))
    }

    /// The bytes of every part named `name`, in order.
    func files(named name: String) -> [[UInt8]] {
        parts.filter { $0.name == name }.map { Array($0.body) }
    }

    /// The text of the first part named `name`.
    func field(_ name: String) -> String? {
        parts.first { $0.name == name }.map { String(decoding: $0.body, as: UTF8.self) }
    }

    /// Splits `body` on its boundary lines: `--BOUNDARY` then CRLF before each part, `--BOUNDARY--` after the last.
    /// - Throws: ``APIError`` 400 for a body that does not follow that shape.
    static func parts(of body: [UInt8], boundary: [UInt8]) throws -> [Part] {
        let malformed = APIError(.badRequest, "the multipart body cannot be read: its boundaries do not match its type")
        let delimiter = Array("--".utf8) + boundary
        // The first delimiter opens the body (a preamble before it is allowed and ignored).
        guard var position = find(delimiter, in: body, from: 0) else { throw malformed }
        var parts: [Part] = []
        while true {
            position += delimiter.count
            if body[position...].starts(with: Array("--".utf8)) { return parts }  // the closing delimiter
            // The rest of the delimiter's line: transport padding, then CRLF.
            guard let lineEnd = find(crlf, in: body, from: position) else { throw malformed }
            let headersStart = lineEnd + 2
            // A part without headers starts with the empty line at once.
            let headersEnd: Int
            if body[headersStart...].starts(with: crlf) {
                headersEnd = headersStart - 2
            } else if let end = find(crlf + crlf, in: body, from: headersStart) {
                headersEnd = end
            } else {
                throw malformed
            }
            let headers = headersEnd > headersStart ? Array(body[headersStart..<headersEnd]) : []
            let contentStart = headersEnd + 4
            guard contentStart <= body.count, let next = find(crlf + delimiter, in: body, from: contentStart) else {
                throw malformed
            }
            parts.append(Part(name: name(inHeaders: headers), body: body[contentStart..<next]))
            position = next + 2
            guard parts.count <= 1_000 else { throw APIError(.badRequest, "the form has more than 1000 parts") }
        }
    }

    private static let crlf: [UInt8] = [13, 10]

    /// Where `needle` first starts in `haystack` at or after `start`.
    static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, start >= 0, haystack.count >= needle.count, start <= haystack.count - needle.count
        else { return nil }
        let first = needle[0]
        var index = start
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first, haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// The `name` parameter of the part's `Content-Disposition` header.
    static func name(inHeaders bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        for line in text.split(separator: "\r\n") {
            guard let colon = line.firstIndex(of: ":"),
                line[..<colon].trimmingCharacters(in: .whitespaces).lowercased() == "content-disposition"
            else { continue }
            return parameter("name", in: line[line.index(after: colon)...])
        }
        return nil
    }

    private static func boundary(in contentType: String) -> String? {
        parameter("boundary", in: Substring(contentType))
    }

    /// A header's `; key=value` parameter after its first value, quoted or not.
    private static func parameter(_ key: String, in header: Substring) -> String? {
        for parameter in header.split(separator: ";").dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == key else { continue }
            let value = pair[1].trimmingCharacters(in: .whitespaces)
            return value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2
                ? String(value.dropFirst().dropLast()) : value
        }
        return nil
    }
}
