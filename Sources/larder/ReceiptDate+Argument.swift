import ArgumentParser
import LarderCore

extension ReceiptDate: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(iso: argument)
    }
}
