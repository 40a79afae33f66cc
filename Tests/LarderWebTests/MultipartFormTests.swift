import Foundation
import Testing

@testable import LarderWeb

/// The multipart reader: the parts a browser sends, and for anything else a refusal, never a trap.
@Suite struct MultipartFormTests {
    private let boundary = Array("b0und4ry".utf8)

    private func body(_ text: String) -> [UInt8] {
        Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
    }

    @Test func aBrowsersFormGivesItsFieldsAndFiles() throws {
        let parts = try MultipartForm.parts(
            of: body(
                """
                preamble
                --b0und4ry
                Content-Disposition: form-data; name="csrf"

                abc
                --b0und4ry
                Content-Disposition: form-data; name=file; filename="a.jpg"
                Content-Type: image/jpeg

                \u{1}\u{2}--not a boundary
                --b0und4ry
                Content-Disposition: form-data; name="file"; filename="b.jpg"


                --b0und4ry--
                epilogue
                """), boundary: boundary)
        #expect(parts.map(\.name) == ["csrf", "file", "file"])
        #expect(parts.map { String(decoding: $0.body, as: UTF8.self) } == ["abc", "\u{1}\u{2}--not a boundary", ""])
    }

    @Test func aPartWithoutHeadersHasNoName() throws {
        let parts = try MultipartForm.parts(of: body("--b0und4ry\n\ncontent\n--b0und4ry--\n"), boundary: boundary)
        #expect(parts.count == 1 && parts[0].name == nil && String(decoding: parts[0].body, as: UTF8.self) == "content")
    }

    @Test(arguments: [
        "--b0und4ry\nⶡ--b0und4ry--\n",  // a header name above ASCII, which trapped MultipartKit's parser
        "--b0und4ry", "--b0und4ry\nContent-Disposition: form-data; name=\"x\"\n\nno end", "no boundary at all", "",
        "--b0und4ry\n",
    ])
    func anythingElseIsRefusedNotATrap(_ text: String) {
        #expect(throws: APIError.self, "\(text)") { try MultipartForm.parts(of: body(text), boundary: boundary) }
    }

    @Test func randomBytesNeverTrap() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let count = Int.random(in: 0..<200, using: &generator)
            var bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            // Boundaries and line ends among the noise, so the reader gets past its first checks.
            for _ in 0..<3 where !bytes.isEmpty {
                let at = Int.random(in: 0..<bytes.count, using: &generator)
                bytes.insert(contentsOf: Array("\r\n--b0und4ry".utf8) + (Bool.random() ? [45, 45] : [13, 10]), at: at)
            }
            _ = try? MultipartForm.parts(of: bytes, boundary: boundary)
        }
    }
}
