import Foundation

/// The receipt images and PDFs in a folder tree, found the way the daemon finds them in its inbox: hidden files and the
/// litter of sync tools are passed over, and images are told by their content, not their names.
public struct ImportSource: Sendable {
    /// A file under the folder that is not a receipt image, with why.
    public struct Skipped: Sendable, Hashable {
        public var path: String
        public var reason: String
    }

    /// The receipt files, in path order.
    public private(set) var images: [String] = []
    /// The other files, with why each is left out.
    public private(set) var skipped: [Skipped] = []

    /// Lists `folder` recursively, images in path order.
    /// - Throws: `CocoaError` when the folder does not exist or cannot be read.
    public init(folder: String) throws {
        let root = URL(fileURLWithPath: folder).standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: root.path])
        }
        guard let walker = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey, .isDirectoryKey], options: [])
        else { throw CocoaError(.fileReadNoPermission, userInfo: [NSFilePathErrorKey: root.path]) }
        var files: [String] = []
        for case let url as URL in walker {
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isDirectoryKey])
            if InboxNameFilter.isIgnored(url.lastPathComponent) {
                if values?.isDirectory == true { walker.skipDescendants() }
                continue
            }
            if values?.isRegularFile == true { files.append(url.path) }
        }
        for path in files.sorted() {
            if ImageSniffer.format(ofFileAt: path) != nil {
                images.append(path)
            } else if FileManager.default.isReadableFile(atPath: path) {
                skipped.append(Skipped(path: path, reason: "not a JPEG, PNG, TIFF or WebP image or a PDF"))
            } else {
                skipped.append(Skipped(path: path, reason: "cannot be read; check its permissions"))
            }
        }
    }
}
