import Hummingbird
import MultipartKit
import NIOCore

/// The parts of a `multipart/form-data` body, read whole (within the upload limit) before they are parsed.
struct MultipartForm {
    let parts: [MultipartPart]

    /// - Parameters:
    ///   - maxFileBytes: The largest file; the body may hold `maxFiles` of them and the form's other fields.
    /// - Throws: ``APIError`` 413 for a body over that, 400 for one that is not multipart form data.
    init(_ request: Request, maxFileBytes: Int, maxFiles: Int) async throws {
        guard let contentType = request.headers[.contentType],
            contentType.lowercased().hasPrefix("multipart/form-data"),
            let boundary = Self.boundary(in: contentType)
        else { throw APIError(.badRequest, "send the file as multipart/form-data, in a field named `file`") }
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: maxFileBytes * maxFiles + 64 * 1024)
        } catch is NIOTooManyBytesError {
            let files = maxFiles == 1 ? "" : " a file, \(maxFiles) files at once"
            throw APIError(.contentTooLarge, "the upload is larger than the limit of \(maxFileBytes) bytes\(files)")
        }
        var parts: [MultipartPart] = []
        var headers = HTTPHeaders()
        var partBody = ByteBuffer()
        let parser = MultipartParser(boundary: boundary)
        parser.onHeader = { name, value in headers.replaceOrAdd(name: name, value: value) }
        parser.onBody = { chunk in partBody.writeBuffer(&chunk) }
        parser.onPartComplete = {
            parts.append(MultipartPart(headers: headers, body: partBody))
            headers = HTTPHeaders()
            partBody = ByteBuffer()
        }
        do {
            try parser.execute(body)
        } catch {
            throw APIError(.badRequest, "the multipart body cannot be read: \(error)")
        }
        self.parts = parts
    }

    /// The bytes of every part named `name`, in order.
    func files(named name: String) -> [[UInt8]] {
        parts.filter { $0.name == name }.map { Array($0.body.readableBytesView) }
    }

    /// The text of the first part named `name`.
    func field(_ name: String) -> String? {
        parts.first { $0.name == name }.map { String(buffer: $0.body) }
    }

    private static func boundary(in contentType: String) -> String? {
        for parameter in contentType.split(separator: ";").dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "boundary" else {
                continue
            }
            let value = pair[1].trimmingCharacters(in: .whitespaces)
            return value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2
                ? String(value.dropFirst().dropLast()) : value
        }
        return nil
    }
}
