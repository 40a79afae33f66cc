/// Refuses a configuration in which the inbox holds Larder's own database: every file in the inbox is taken as
/// a receipt and moved away, the database with it.
enum FolderLayout {
    static func check(_ settings: DaemonSettings) throws {
        let folders = settings.resolvedFolders
        // A labels folder inside the inbox that is a link is never followed, so what it points at is no danger.
        let unfollowed = folders.labelsAreInsideInbox && SymbolicLink.isLink(folders.labels)
        let receiving = [folders.inbox] + (unfollowed ? [] : [folders.labels])
        for folder in receiving where RealPath.isInside(settings.databasePath, folder: folder) {
            throw DaemonError(
                .folderUnusable, path: folder,
                message: "holds the database \(settings.databasePath), whose files would be taken as receipts; "
                    + "give [folders] inbox and labels folders of their own"
            )
        }
    }
}
