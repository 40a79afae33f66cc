import Foundation
import NIOCore
import NIOPosix

/// Why a connection could not be made, when no retry seconds later is likely to make it.
enum ConnectionFailure {
    /// "connection refused" (nothing listens at the address), "unreachable" (no route to the network or host),
    /// else `nil`: timeouts, DNS and TLS failures may pass and are retried as usual.
    static func reason(of error: any Error) -> String? {
        let codes: [CInt]
        switch error {
        case let error as NIOConnectionError:
            codes = error.connectionErrors.compactMap { ($0.error as? IOError)?.errnoCode }
        case let error as IOError: codes = [error.errnoCode]
        default: codes = []
        }
        if codes.contains(ECONNREFUSED) { return "connection refused" }
        if codes.contains(ENETUNREACH) || codes.contains(EHOSTUNREACH) { return "unreachable" }
        return nil
    }
}
