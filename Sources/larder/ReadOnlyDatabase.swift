import ArgumentParser
import LarderStore

/// Opens the database for a command that only reads: a missing file is an error naming the path, never a new
/// empty database reporting zeros.
enum ReadOnlyDatabase {
    /// The existing database at `path`, migrated if older.
    /// - Throws: `ExitCode.failure` after saying on standard error why it cannot be opened.
    static func open(atPath path: String) throws -> LarderDatabase {
        do {
            return try LarderDatabase.openExisting(atPath: path)
        } catch let error as StoreError {
            StandardError.write("larder: \(error)")
            throw ExitCode.failure
        } catch {
            StandardError.write("larder: cannot open the database at \(path): \(error)")
            throw ExitCode.failure
        }
    }
}
