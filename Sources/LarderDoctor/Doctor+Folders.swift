import Foundation

extension Doctor {
    /// The folders the daemon moves receipts between, relative to the data directory.
    static let workFolders = ["inbox", "archive", "failed"]

    func folderChecks() -> [DoctorCheck] {
        Self.workFolders.map { name in
            let path = URL(fileURLWithPath: configuration.dataDirectory).appendingPathComponent(name).path
            if FileSystemAccess.isWritableDirectory(path) {
                return DoctorCheck("folders.\(name)", .ok, "\(path) is writable")
            }
            if FileSystemAccess.isDirectory(path) {
                return DoctorCheck(
                    "folders.\(name)", .fail, "\(path) is not writable by this user",
                    advice: "give the user running Larder write access, e.g. `chown -R larder \(path)`"
                )
            }
            if FileManager.default.fileExists(atPath: path) {
                return DoctorCheck(
                    "folders.\(name)", .fail, "\(path) is a file, not a folder",
                    advice: "move the file away; Larder needs a folder there"
                )
            }
            return FileSystemAccess.canCreate(in: path)
                ? DoctorCheck(
                    "folders.\(name)", .warn, "\(path) does not exist yet",
                    advice: "the daemon creates it on start; create it now to drop receipts in early"
                )
                : DoctorCheck(
                    "folders.\(name)", .fail, "\(path) does not exist and cannot be created",
                    advice: "create it for the user running Larder, or choose another --data-dir"
                )
        }
    }
}
