import ArgumentParser
import LarderStore

/// `--month YYYY-MM`.
extension UsageMonth: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(argument)
    }
}
