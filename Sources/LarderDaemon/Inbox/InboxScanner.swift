import Foundation
import LarderCore
import LarderPipeline

/// Lists the receipts waiting in the inbox: image files, and folders of pages (one receipt each).
///
/// Symbolic links are never followed: not a linked file, not a linked folder, not the scanned folder itself
/// when ``followsFolderLink`` is off (the labels folder, which lives inside the inbox). They are reported in
/// ``Listing/links`` so the daemon can say why they wait.
public struct InboxScanner: Sendable {
    /// One file or folder in the inbox, with what it looked like when listed.
    public struct Entry: Sendable, Hashable {
        public var path: String
        public var isFolder: Bool
        public var signature: StabilityTracker.Signature
    }

    /// What one look at the folder found.
    public struct Listing: Sendable {
        public var entries: [Entry] = []
        /// Links found where receipts are expected (the folder itself included), left where they are.
        public var links: [String] = []
    }

    public var inbox: String
    /// Folders inside the inbox that belong to something else (labels, or an archive placed there), and
    /// Larder's own files (the database), should the inbox be configured around them.
    public var excludedPaths: Set<String>
    /// Whether the folder itself may be a link: the configured inbox may (the administrator chose it); the
    /// labels folder inside it may not, as a link there would come from whatever syncs into the inbox.
    public var followsFolderLink: Bool

    public init(inbox: String, excludedPaths: Set<String>, followsFolderLink: Bool = true) {
        self.inbox = inbox
        self.excludedPaths = excludedPaths
        self.followsFolderLink = followsFolderLink
    }

    /// The entries in the inbox, in name order.
    public func entries() -> [Entry] { list().entries }

    /// The entries and links in the inbox, in name order. A folder's signature covers the pages inside it, so
    /// a folder still being filled does not look settled.
    public func list() -> Listing {
        var listing = Listing()
        if !followsFolderLink, SymbolicLink.isLink(inbox) {
            listing.links.append(inbox)
            return listing
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: inbox)) ?? []
        for name in names.sorted() where !InboxNameFilter.isIgnored(name) {
            let path = URL(fileURLWithPath: inbox).appendingPathComponent(name).path
            guard !excludedPaths.contains(path), let status = Self.status(of: path) else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFREG:
                listing.entries.append(Entry(path: path, isFolder: false, signature: Self.signature(of: status)))
            case S_IFDIR:
                let folder = folderEntry(path)
                listing.links += folder.links
                if let entry = folder.entry { listing.entries.append(entry) }
            case S_IFLNK:
                listing.links.append(path)
            default:
                continue
            }
        }
        return listing
    }

    /// The page files of a folder receipt, in name order; links among them are left out.
    public static func pages(ofFolder path: String) -> [String] {
        pageListing(ofFolder: path).pages
    }

    private static func pageListing(ofFolder path: String) -> (pages: [String], links: [String]) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        var pages: [String] = []
        var links: [String] = []
        for name in names.sorted(by: NaturalOrder.areInIncreasingOrder)
        where !InboxNameFilter.isIgnored(name) {
            let page = URL(fileURLWithPath: path).appendingPathComponent(name).path
            guard let status = status(of: page) else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFREG: pages.append(page)
            case S_IFLNK: links.append(page)
            default: continue
            }
        }
        return (pages, links)
    }

    private func folderEntry(_ path: String) -> (entry: Entry?, links: [String]) {
        let (pages, links) = Self.pageListing(ofFolder: path)
        guard !pages.isEmpty else { return (nil, links) }
        var size: Int64 = 0
        var latest = Self.status(of: path).map(Self.signature(of:))?.modified ?? .distantPast
        for page in pages {
            guard let status = Self.status(of: page) else { continue }
            let signature = Self.signature(of: status)
            size += signature.size
            latest = max(latest, signature.modified)
        }
        // The page count is folded into the size so that adding an empty page still counts as a change.
        let signature = StabilityTracker.Signature(size: size + Int64(pages.count), modified: latest)
        return (Entry(path: path, isFolder: true, signature: signature), links)
    }

    static func status(of path: String) -> stat? {
        var status = stat()
        return lstat(path, &status) == 0 ? status : nil
    }

    static func signature(of status: stat) -> StabilityTracker.Signature {
        let modified = Date(
            timeIntervalSince1970: Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1_000_000_000
        )
        return .init(size: Int64(status.st_size), modified: modified, identity: FileIdentity(status))
    }
}
