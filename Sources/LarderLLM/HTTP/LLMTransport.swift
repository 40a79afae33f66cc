import AsyncHTTPClient
import Foundation
import LarderCore
import Logging
import NIOCore

/// Posts JSON to a model provider, retrying what passes with time and naming what does not.
///
/// A connection that is refused or has no route fails at once, without retries: nothing is listening there, and
/// the chain's next backend or the daemon's later retry of the job is the better second try. Cancelling the
/// calling task ends the call and the waits between attempts with `CancellationError`.
///
/// - Important: The key is only ever written into a request header. Errors and log lines carry the
///   backend, host and port, URL path, status and attempt, never the key, the URL's credentials, the prompt or
///   the reply.
struct LLMTransport: Sendable {
    /// Waits between attempts; tests pass one that records the wait and returns at once.
    typealias Sleep = @Sendable (Duration) async throws -> Void

    var backend: String
    var timeout: Duration
    var retryPolicy: RetryPolicy
    var sleep: Sleep
    var logger: Logger
    var client: HTTPClient = .failFast

    /// Posts `body` and returns the successful reply's body.
    /// - Throws: ``ExtractionError`` `invalidKey` (401/403), `quotaExceeded`, or `unavailable` when the
    ///   attempts are used up, the provider rejects the request or the connection is refused;
    ///   `CancellationError` when the calling task is cancelled.
    func post(_ body: Data, to url: String, headers: [(String, String)], key: APIKey?) async throws -> Data {
        do {
            return try await postSurfacingRejection(body, to: url, headers: headers, key: key)
        } catch let rejection as ProviderRejection {
            throw rejection.extractionError
        }
    }

    /// Posts like ``post(_:to:headers:key:)``, but a request the provider refused as malformed throws
    /// ``ProviderRejection``, at once and without retries, so a caller can change the request.
    func postSurfacingRejection(
        _ body: Data, to url: String, headers: [(String, String)], key: APIKey?
    ) async throws -> Data {
        var failures = 0
        while true {
            let outcome: Outcome
            do {
                outcome = try await attempt(body, to: url, headers: headers)
            } catch let error as CancellationError {
                throw error
            } catch {
                // A cancelled call fails with the client's own error; the caller must see a cancellation.
                try Task.checkCancellation()
                if let reason = ConnectionFailure.reason(of: error) {
                    throw ExtractionError(
                        .unavailable, backend: backend,
                        message: "cannot connect to \(Self.hostAndPort(of: url)) (\(reason)); check that the server "
                            + "runs and the base URL is right")
                }
                outcome = Outcome(status: nil, headers: [:], body: Data(), transportError: Self.describe(error))
            }
            if let status = outcome.status, (200...299).contains(status) { return outcome.body }
            try rejectPermanentFailure(outcome, key: key)
            failures += 1
            let reason = outcome.status.map { "HTTP \($0)" } ?? outcome.transportError ?? "no answer"
            guard failures < retryPolicy.maxAttempts else {
                throw ExtractionError(
                    .unavailable, backend: backend,
                    message: "no answer after \(failures) attempts (last: \(reason)); the receipt can be "
                        + "reprocessed later or with --backend offline")
            }
            let delay = retryPolicy.delay(afterFailures: failures, headers: outcome.headers)
            logger.info(
                "retrying model call",
                metadata: ["backend": "\(backend)", "reason": "\(reason)", "attempt": "\(failures + 1)",
                    "delay": "\(delay)"])
            try await sleep(delay)
        }
    }

    private struct Outcome {
        var status: Int?
        var headers: [String: String]
        var body: Data
        var transportError: String?
    }

    /// One call, bounded by `timeout` from sending to the last byte of the reply.
    private func attempt(_ body: Data, to url: String, headers: [(String, String)]) async throws -> Outcome {
        try await withThrowingTaskGroup(of: Outcome?.self) { group in
            group.addTask { try await exchange(body, to: url, headers: headers) }
            group.addTask {
                try await Task.sleep(for: timeout)
                return nil
            }
            defer { group.cancelAll() }
            guard let outcome = try await group.next() ?? nil else { throw HTTPClientError.deadlineExceeded }
            return outcome
        }
    }

    private func exchange(_ body: Data, to url: String, headers: [(String, String)]) async throws -> Outcome {
        var request = HTTPClientRequest(url: url)
        request.method = .POST
        request.headers.add(name: "content-type", value: "application/json")
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        request.body = .bytes(ByteBuffer(bytes: body))
        let response = try await client.execute(request, timeout: .nanoseconds(Int64(timeout.nanoseconds)))
        let bytes = try await response.body.collect(upTo: 16 * 1024 * 1024)
        var names: [String: String] = [:]
        for (name, value) in response.headers { names[name.lowercased()] = value }
        return Outcome(status: Int(response.status.code), headers: names, body: Data(bytes.readableBytesView))
    }

    /// Throws for answers that no retry can change.
    private func rejectPermanentFailure(_ outcome: Outcome, key: APIKey?) throws {
        guard let status = outcome.status else { return }
        if status == 401 || status == 403 {
            // The provider's message may echo part of the key, so it is not repeated.
            throw ExtractionError(
                .invalidKey, backend: backend,
                message: "the API key was rejected (HTTP \(status)); the key is invalid, revoked or lacks access")
        }
        let detail = ProviderError(body: outcome.body)
        if detail?.code == "insufficient_quota" || detail?.type == "insufficient_quota" {
            throw ExtractionError(
                .quotaExceeded, backend: backend,
                message: "the account has no quota left (insufficient_quota); add credit or use another backend")
        }
        if ProviderRejection.rejects(status: status, body: outcome.body) {
            throw ProviderRejection(
                backend: backend, status: status,
                message: detail?.message.map { String((key?.redact($0) ?? $0).prefix(500)) })
        }
        if !RetryPolicy.isRetryable(status: status) {
            let said = detail?.message.map { ": " + (key?.redact($0) ?? $0) } ?? ""
            throw ExtractionError(
                .unavailable, backend: backend, message: "the provider refused the request (HTTP \(status))\(said)")
        }
    }

    /// "host:port" of `url`, never its user or password.
    private static func hostAndPort(of url: String) -> String {
        guard let components = URLComponents(string: url), let host = components.host else { return "the base URL" }
        return components.port.map { "\(host):\($0)" } ?? host
    }

    private static func describe(_ error: any Error) -> String {
        if let error = error as? HTTPClientError,
            [HTTPClientError.deadlineExceeded, .readTimeout, .connectTimeout].contains(error)
        {
            return "timed out"
        }
        return "connection failed"
    }
}

extension Duration {
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
