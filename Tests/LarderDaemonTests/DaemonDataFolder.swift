import Foundation
import LarderStore
import LarderTestSupport

@testable import LarderDaemon

/// A daemon's data folder in a temporary directory: settings pointing at it, its inbox made, its database open.
struct DaemonDataFolder {
    let folder: TemporaryDirectory
    let settings: DaemonSettings
    let database: LarderDatabase

    /// - Parameter adjust: Changes to the default settings, made before anything is created.
    init(adjust: (inout DaemonSettings) -> Void = { _ in }) throws {
        folder = try TemporaryDirectory()
        var settings = DaemonSettings(environment: ["HOME": folder.url.path])
        settings.storage.dataDirectory = folder.url.path
        adjust(&settings)
        self.settings = settings
        try FileMover.createFolder(settings.resolvedFolders.inbox)
        database = try LarderDatabase.open(atPath: settings.databasePath)
    }

    /// Copies the `TestReceipts/` image `sample` into the inbox as `name`, and returns its path.
    func drop(_ sample: String, as name: String) throws -> String {
        let path = settings.resolvedFolders.inbox + "/" + name
        try FileManager.default.copyItem(atPath: Fixtures.testReceipt(sample), toPath: path)
        return path
    }
}
