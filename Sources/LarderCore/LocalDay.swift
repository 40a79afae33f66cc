import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The calendar day a moment falls on where Larder runs, by the C library's local time (`TZ`, else
/// `/etc/localtime`). Not `TimeZone.current`: on Linux that builds an ICU time zone, and ICU's data are
/// megabytes the daemon otherwise never maps.
public struct LocalDay: Sendable, Hashable {
    public let year: Int
    public let month: Int
    public let day: Int

    public init(containing date: Date) {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        localtime_r(&seconds, &parts)
        year = Int(parts.tm_year) + 1900
        month = Int(parts.tm_mon) + 1
        day = Int(parts.tm_mday)
    }
}
