import Foundation

/// What a program started with `posix_spawn` would inherit of its parent's open files, and closing it.
///
/// Package-wide: the tests start their programs the same way as the daemon starts its OCR workers.
package enum InheritedDescriptors {
    /// Adds to `actions` the closing of every descriptor from `lowest` up, in the child before it runs; nothing on
    /// a C library without it (glibc before 2.34), where the child inherits what is not close-on-exec.
    package static func close(from lowest: Int32, in actions: inout posix_spawn_file_actions_t) {
        _ = addCloseFrom?(&actions, lowest)
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np`, looked up at run time since Swift's view of `spawn.h`
    /// leaves out its GNU extensions.
    private static let addCloseFrom: CloseFromAction? =
        dlsym(nil, "posix_spawn_file_actions_addclosefrom_np").map { unsafeBitCast($0, to: CloseFromAction.self) }

    private typealias CloseFromAction =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
}
