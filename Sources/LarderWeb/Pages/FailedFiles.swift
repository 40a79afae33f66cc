import Foundation

/// The files the daemon could not read, in its failed folder, each with the reason it wrote beside it; and
/// putting one back in the inbox to be read again.
struct FailedFiles {
    let folder: String
    let inbox: String

    struct Entry {
        var name: String
        var reason: String
    }

    /// The failed files, newest first; their `.error.txt` notes give the reasons.
    func list(limit: Int = 50) -> [Entry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let files = names.filter { !$0.hasPrefix(".") && !$0.hasSuffix(".error.txt") && isRegularFile($0) }
        let dated = files.map { name -> (String, Date) in
            let attributes = try? FileManager.default.attributesOfItem(atPath: path(name))
            return (name, (attributes?[.modificationDate] as? Date) ?? .distantPast)
        }
        return dated.sorted { $0.1 > $1.1 }.prefix(limit).map { name, _ in
            let note = FileManager.default.contents(atPath: path(name) + ".error.txt").map {
                String(decoding: $0.prefix(2_000), as: UTF8.self)
            }
            return Entry(name: name, reason: note?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "no reason recorded")
        }
    }

    /// Moves a failed file back into the inbox, where the daemon reads it again, and removes its note.
    /// - Parameter name: A file's name as the list gave it: never a path, never hidden, never a link.
    /// - Throws: ``APIError`` 404 for a name that is no failed file, 500 when the move fails.
    func retry(_ name: String) throws {
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix("."), !name.hasSuffix(".error.txt"),
            isRegularFile(name)
        else { throw APIError(.notFound, "no failed file named \(name)") }
        var target = URL(fileURLWithPath: inbox).appendingPathComponent(name).path
        // A file of the same name waiting in the inbox keeps its place; this one takes a new name beside it.
        var attempt = 1
        while FileManager.default.fileExists(atPath: target) {
            attempt += 1
            let url = URL(fileURLWithPath: name)
            let stem = url.deletingPathExtension().lastPathComponent
            let suffix = url.pathExtension.isEmpty ? "" : ".\(url.pathExtension)"
            target = URL(fileURLWithPath: inbox).appendingPathComponent("\(stem)-retry\(attempt)\(suffix)").path
        }
        guard rename(path(name), target) == 0 else {
            throw APIError(
                .internalServerError, "cannot move \(name) back to the inbox (\(String(cString: strerror(errno))))")
        }
        unlink(path(name) + ".error.txt")
    }

    private func path(_ name: String) -> String {
        URL(fileURLWithPath: folder).appendingPathComponent(name).path
    }

    /// A regular file, not a link, a folder or anything else someone put there.
    private func isRegularFile(_ name: String) -> Bool {
        var status = stat()
        return lstat(path(name), &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }
}
