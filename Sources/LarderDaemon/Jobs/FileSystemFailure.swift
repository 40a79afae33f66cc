import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Says why a file-system call failed in the words of the system ("No space left on device"), not as
/// Foundation's "NSCocoaErrorDomain error 512", which tells an administrator nothing.
enum FileSystemFailure {
    static func describe(_ error: any Error) -> String {
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        guard error.domain == NSCocoaErrorDomain else { return error.localizedDescription }
        switch CocoaError.Code(rawValue: error.code) {
        case .fileWriteOutOfSpace: return String(cString: strerror(ENOSPC))
        case .fileWriteNoPermission, .fileReadNoPermission: return String(cString: strerror(EACCES))
        case .fileNoSuchFile, .fileReadNoSuchFile: return String(cString: strerror(ENOENT))
        case .fileWriteVolumeReadOnly: return String(cString: strerror(EROFS))
        case .fileWriteFileExists: return String(cString: strerror(EEXIST))
        default: return error.localizedDescription
        }
    }

    /// The current `errno` in words.
    static var lastError: String { String(cString: strerror(errno)) }
}
