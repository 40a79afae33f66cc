import Foundation
import LarderOCR

/// The images made by `Fixtures/make-fixtures.py`.
enum Fixture {
    static func url(_ name: String) -> URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures").appendingPathComponent(name)
    }

    /// One worker shared by the tests, as the pipeline shares one per core: loading the German and
    /// English models once keeps the suite fast.
    static let worker: Result<OCRWorker, any Error> = Result { try OCRWorker() }
}
