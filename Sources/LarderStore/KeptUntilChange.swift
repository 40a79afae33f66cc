import Synchronization

/// One value made from the database and kept until a version the database moves on every change says it is stale
/// (``LarderDatabase/foodBankVersion()``, ``LarderDatabase/reportDataVersion()``): making it reads far more than
/// reading the version, and many requests or receipts ask for it between two changes.
public final class KeptUntilChange<Version: Equatable & Sendable, Value: Sendable>: Sendable {
    private let kept = Mutex<(version: Version, value: Value)?>(nil)

    public init() {}

    /// The value kept for `version`, or the one `make` makes now (then kept for it). Read the version before
    /// calling: a change landing between the two leaves an older version beside a newer value, so the next caller
    /// makes it again, never the other way round.
    public func value(at version: Version, make: () throws -> Value) rethrows -> Value {
        if let kept = kept.withLock({ $0 }), kept.version == version { return kept.value }
        let fresh = try make()
        kept.withLock { $0 = (version, fresh) }
        return fresh
    }

    /// Forgets the value: the next caller makes it again.
    public func clear() {
        kept.withLock { $0 = nil }
    }
}
