/// Which names in the inbox are never receipts: hidden and temporary files, and the litter that sync
/// tools and other systems leave behind.
public enum InboxNameFilter {
    private static let litter: Set<String> = [
        ".stfolder", ".stversions", "@eaDir", "__MACOSX", "Thumbs.db", "thumbs.db", "desktop.ini", "Desktop.ini",
        ".DS_Store",
    ]

    /// Whether a file or folder with this name is left alone.
    public static func isIgnored(_ name: String) -> Bool {
        // Hidden names also cover Syncthing's `.syncthing.*.tmp` and rsync's `.name.XXXXXX` in-progress files.
        if name.hasPrefix(".") || name.hasPrefix("~$") || litter.contains(name) { return true }
        let lower = name.lowercased()
        return lower.hasSuffix(".part") || lower.hasSuffix(".tmp") || lower.hasSuffix(".crdownload")
            || lower.hasSuffix(".error.txt")
    }
}
