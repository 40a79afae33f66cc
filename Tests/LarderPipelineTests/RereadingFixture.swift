import Foundation
import LarderCore
import LarderPipeline

@testable import LarderOCR

/// A real image read with the receipt settings, and what a re-reader of it needs: its pages as decoded and the
/// degrees each was turned by (the reading's boxes lie in the straightened pages; re-readers turn them back).
struct RereadingFixture {
    let reading: RecognizedText
    let pages: [LeptonicaImage]
    let turns: [Double]

    init(image: URL, configuration: OCRConfiguration) async throws {
        reading = try await OCRWorker(configuration: configuration).recognize(imageAt: image)
        pages = try LeptonicaImage.decodePages(
            of: Data(contentsOf: image), named: image.path, limits: OCRConfiguration().decodingLimits)
        turns = try pages.map { try $0.prepared(configuration.preprocessing).deskewAngle }
    }
}
