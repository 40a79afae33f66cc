import Foundation
import LarderCore

/// A folder of dated database backups, `larder-YYYY-MM-DD.sqlite`, one per day.
///
/// Only files named that way count: anything else a user keeps in the folder is never listed or pruned.
public struct BackupFolder: Sendable, Hashable {
    /// The folder's absolute path.
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// The backup's name for `date`'s local day (the one the household lives by, see `LocalDay`).
    public static func fileName(for date: Date) -> String {
        let day = LocalDay(containing: date)
        return String(format: "larder-%04d-%02d-%02d.sqlite", day.year, day.month, day.day)
    }

    /// The path of the backup for `date`'s day.
    public func backupPath(for date: Date) -> String {
        URL(fileURLWithPath: path).appendingPathComponent(Self.fileName(for: date)).path
    }

    /// The dated backups, oldest first (the names sort by date); empty when the folder does not exist.
    public func backups() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter(Self.isBackupName).sorted().map { URL(fileURLWithPath: path).appendingPathComponent($0).path }
    }

    /// The newest dated backup, if any.
    public var newest: String? { backups().last }

    /// Removes the oldest dated backups so that `count` remain.
    /// - Returns: The paths removed.
    /// - Throws: A file-system error when one cannot be removed; those before it are gone.
    @discardableResult
    public func prune(keeping count: Int) throws -> [String] {
        let surplus = Array(backups().dropLast(max(count, 0)))
        for backup in surplus {
            try FileManager.default.removeItem(atPath: backup)
        }
        return surplus
    }

    /// `larder-` + `YYYY-MM-DD` + `.sqlite`, digits where digits belong.
    private static func isBackupName(_ name: String) -> Bool {
        guard name.hasPrefix("larder-"), name.hasSuffix(".sqlite") else { return false }
        let date = Array(name.dropFirst("larder-".count).dropLast(".sqlite".count))
        guard date.count == 10 else { return false }
        return date.enumerated().allSatisfy { index, character in
            index == 4 || index == 7 ? character == "-" : character.isASCII && character.isNumber
        }
    }
}
