/// The files that are Larder's own and must never be taken as receipts, whatever folder the inbox is configured
/// as: the database with SQLite's companion files, and the daemon's lock.
enum LarderOwnFiles {
    static func paths(databasePath: String) -> Set<String> {
        Set(["", "-wal", "-shm", "-journal", ".daemon-lock"].map { databasePath + $0 })
    }
}
