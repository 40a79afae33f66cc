extension InboxScanner {
    /// The receipts and labels scanners of a configuration, both leaving out Larder's own folders and files.
    static func scanners(for settings: DaemonSettings) -> (receipts: InboxScanner, labels: InboxScanner) {
        let folders = settings.resolvedFolders
        let excluded = Set([folders.inbox, folders.labels, folders.archive, folders.failed, folders.duplicates])
            .union(LarderOwnFiles.paths(databasePath: settings.databasePath))
        return (
            InboxScanner(inbox: folders.inbox, excludedPaths: excluded),
            InboxScanner(
                inbox: folders.labels, excludedPaths: excluded, followsFolderLink: !folders.labelsAreInsideInbox)
        )
    }
}
