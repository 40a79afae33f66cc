import Foundation
import LarderCore
import LarderPipeline

@testable import LarderOCR

/// A real image read with the receipt settings, and what a re-reader of it needs: its pages as decoded (a photo's
/// paper found and straightened, as the worker does before its first reading; a photo whose reading as taken was
/// kept instead does not suit) and the degrees each was turned by (the reading's boxes lie in
/// the straightened pages; re-readers turn them back).
struct RereadingFixture {
    let reading: RecognizedText
    let pages: [LeptonicaImage]
    let turns: [Double]

    init(image: URL, configuration: OCRConfiguration) async throws {
        reading = try await OCRWorker(configuration: configuration).recognize(imageAt: image)
        let decoded = try LeptonicaImage.decodePages(
            of: Data(contentsOf: image), named: image.path, limits: OCRConfiguration().decodingLimits)
        // A photo's words lie in its straightened paper, as the worker found it.
        pages = configuration.findsPaper ? try decoded.map { try $0.paperPage() } : decoded
        turns = try pages.map { try $0.prepared(configuration.preprocessing).deskewAngle }
    }

    /// The indices of the reading's words in the right half of the first page that read as one of `cents`: prices
    /// the ground truth or the extraction confirms.
    func priceWords(worth cents: Set<Int>) -> [Int] {
        reading.words.indices.filter { index in
            let word = reading.words[index]
            return AmountRereader.looksLikeAmount(word.text) && word.box.x > pages[0].width / 2
                && Double(word.text.replacingOccurrences(of: ",", with: ".")).map {
                    cents.contains(Int(($0 * 100).rounded()))
                } == true
        }
    }
}
