import ArgumentParser
import LarderStore

/// Turns a food-bank refusal (an unknown id, a taken barcode) into a message on standard error and exit 1.
enum StoreRefusal {
    static func perform<Result>(_ change: () throws -> Result) throws -> Result {
        do {
            return try change()
        } catch let error as StoreError {
            StandardError.write("larder: \(error)")
            throw ExitCode.failure
        }
    }
}
