import Foundation

/// The name a file gets in the archive, failed or duplicates folder.
///
/// Any name a file system allows in the inbox must also fit where it goes, with room for ` (2)` and for the
/// `.error.txt` written beside a failed file: a name longer than ``maximumBytes`` is cut (at a character,
/// keeping the extension) and the job's id is added, which keeps two long names from meeting.
enum DestinationName {
    /// Linux allows 255 bytes; this leaves room for ` (NNN)` and `.error.txt`.
    static let maximumBytes = 200

    static func fitting(_ name: String, jobId: Int64?) -> String {
        guard name.utf8.count > maximumBytes else { return name }
        let ext = (name as NSString).pathExtension
        // An "extension" as long as a name is no extension to keep.
        let keptExtension = ext.utf8.count <= 16 ? ext : ""
        let stem = keptExtension.isEmpty ? name : (name as NSString).deletingPathExtension
        let tag = "-job\(jobId ?? 0)"
        let room = maximumBytes - tag.utf8.count - (keptExtension.isEmpty ? 0 : keptExtension.utf8.count + 1)
        var cut = ""
        for character in stem {
            guard cut.utf8.count + String(character).utf8.count <= room else { break }
            cut.append(character)
        }
        return keptExtension.isEmpty ? cut + tag : "\(cut)\(tag).\(keptExtension)"
    }
}
