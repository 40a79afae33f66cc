import Foundation
import Hummingbird

/// A refusal with a message saying what to do: `{"error": "..."}` for the API, a short page for the browser.
struct APIError: HTTPResponseError {
    let status: HTTPResponse.Status
    let message: String

    init(_ status: HTTPResponse.Status, _ message: String) {
        self.status = status
        self.message = message
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        if SignInGate.isAPI(request.uri.path) {
            let body = try JSONEncoder().encode(["error": message])
            return Response(
                status: status, headers: [.contentType: "application/json; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
        }
        let page = HTML.page(title: "Larder: \(status.code)", body: "<h1>\(status.code)</h1><p class=\"error\" role=\"alert\">\(HTML.escape(message))</p>"
            + "<p><a href=\"/\">Home</a></p>")
        return Response(
            status: status, headers: [.contentType: "text/html; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: page)))
    }
}
