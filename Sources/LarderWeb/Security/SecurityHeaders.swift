import HTTPTypes
import Hummingbird

/// Headers on every answer that keep a browser from running, framing or sniffing what the app did not mean: no
/// script or style but the app's own files, never inside another site's frame, no referrer sent elsewhere.
struct SecurityHeaders<Context: RequestContext>: RouterMiddleware {
    static var contentSecurityPolicy: String {
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; form-action 'self'; "
            + "frame-ancestors 'none'; base-uri 'none'; object-src 'none'"
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        } catch {
            // The database or the file system refused: still an answer with the headers, and for the API a JSON
            // error, rather than a bare 500.
            response = try APIError(.internalServerError, "the request could not be completed: \(error)")
                .response(from: request, context: context)
        }
        response.headers[.contentSecurityPolicy] = Self.contentSecurityPolicy
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[.referrerPolicy] = "no-referrer"
        response.headers[.xFrameOptions] = "DENY"
        return response
    }
}

extension HTTPField.Name {
    static let xContentTypeOptions = Self("X-Content-Type-Options")!
    static let referrerPolicy = Self("Referrer-Policy")!
    static let xFrameOptions = Self("X-Frame-Options")!
    static let xCSRFToken = Self("X-CSRF-Token")!
}
