import Foundation

/// Lists the receipts waiting in the inbox: image files, and folders of pages (one receipt each).
public struct InboxScanner: Sendable {
    /// One file or folder in the inbox, with what it looked like when listed.
    public struct Entry: Sendable, Hashable {
        public var path: String
        public var isFolder: Bool
        public var signature: StabilityTracker.Signature
    }

    public var inbox: String
    /// Folders inside the inbox that belong to something else (labels, or an archive placed there).
    public var excludedPaths: Set<String>

    public init(inbox: String, excludedPaths: Set<String>) {
        self.inbox = inbox
        self.excludedPaths = excludedPaths
    }

    /// The entries in the inbox, in name order. A folder's signature covers the pages inside it, so a
    /// folder still being filled does not look settled.
    public func entries() -> [Entry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: inbox)) ?? []
        return names.sorted().compactMap { name in
            guard !InboxNameFilter.isIgnored(name) else { return nil }
            let path = URL(fileURLWithPath: inbox).appendingPathComponent(name).path
            guard !excludedPaths.contains(path), let status = Self.status(of: path) else { return nil }
            switch status.st_mode & S_IFMT {
            case S_IFREG:
                return Entry(path: path, isFolder: false, signature: Self.signature(of: status))
            case S_IFDIR:
                return folderEntry(path)
            default:
                return nil
            }
        }
    }

    /// The page files of a folder receipt, in name order.
    public static func pages(ofFolder path: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted { $0.localizedStandardCompare($1) == .orderedAscending }.compactMap { name in
            guard !InboxNameFilter.isIgnored(name) else { return nil }
            let page = URL(fileURLWithPath: path).appendingPathComponent(name).path
            guard let status = status(of: page), status.st_mode & S_IFMT == S_IFREG else { return nil }
            return page
        }
    }

    private func folderEntry(_ path: String) -> Entry? {
        let pages = Self.pages(ofFolder: path)
        guard !pages.isEmpty else { return nil }
        var size: Int64 = 0
        var latest = Self.status(of: path).map(Self.signature(of:))?.modified ?? .distantPast
        for page in pages {
            guard let status = Self.status(of: page) else { continue }
            let signature = Self.signature(of: status)
            size += signature.size
            latest = max(latest, signature.modified)
        }
        // The page count is folded into the size so that adding an empty page still counts as a change.
        return Entry(path: path, isFolder: true, signature: .init(size: size + Int64(pages.count), modified: latest))
    }

    static func status(of path: String) -> stat? {
        var status = stat()
        return lstat(path, &status) == 0 ? status : nil
    }

    static func signature(of status: stat) -> StabilityTracker.Signature {
        let modified = Date(
            timeIntervalSince1970: Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1_000_000_000
        )
        return .init(size: Int64(status.st_size), modified: modified)
    }
}
