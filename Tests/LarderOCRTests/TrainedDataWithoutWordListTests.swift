import Foundation
import Testing

@testable import LarderOCR

/// The second models are started from a copy of their trained data without the LSTM's word list (88.8 MB of Latin's
/// 89 MB).
struct TrainedDataWithoutWordListTests {
    private var latinFile: String {
        get throws {
            let folder = try #require(TesseractInfo.tessdataFolder(nil))
            return folder + "/Latin.traineddata"
        }
    }

    /// The container's entries by index, read the way Tesseract reads them: each present one runs to the next.
    private func entries(of data: Data) -> [Int: Data] {
        let count = Int(data.prefix(4).withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) })
        let offsets = (0..<count).map { index in
            Int(data.dropFirst(4 + 8 * index).prefix(8).withUnsafeBytes { $0.loadUnaligned(as: Int64.self) })
        }
        let present = offsets.indices.filter { offsets[$0] >= 0 }
        var entries: [Int: Data] = [:]
        for (position, index) in present.enumerated() {
            let end = position + 1 < present.count ? offsets[present[position + 1]] : data.count
            entries[index] = data.subdata(in: offsets[index]..<end)
        }
        return entries
    }

    @Test func theLatinModelIsCopiedWithEveryEntryButItsWordList() throws {
        // Given Debian's Latin model, with its word list
        let original = try Data(contentsOf: URL(fileURLWithPath: latinFile))
        let originalEntries = entries(of: original)
        let wordList = try #require(originalEntries[TrainedDataWithoutWordList.lstmWordListIndex])
        #expect(wordList.count > 50_000_000)

        // When it is copied without its word list
        let copy = try #require(TrainedDataWithoutWordList.data(ofFileAt: latinFile))

        // Then the copy holds every other entry byte for byte, and nothing more
        var expected = originalEntries
        expected[TrainedDataWithoutWordList.lstmWordListIndex] = nil
        #expect(entries(of: copy) == expected)
        #expect(copy.count == original.count - wordList.count)
    }

    @Test func anEngineStartsFromTheCopy() throws {
        // Given the Latin model copied without its word list
        _ = try #require(TrainedDataWithoutWordList.data(ofFileAt: latinFile))

        // Then an engine starts from it, not from the whole file (the header's and date's passes read with it:
        // StrokeLetterRereadingTests, SecondModelDateTests)
        let engine = try TesseractEngine(
            languages: "Latin", tessdataPath: nil, pageSegmentationMode: 7, withoutWordList: true)
        #expect(engine.isWithoutWordList)
        #expect(try !TesseractEngine(languages: "Latin", tessdataPath: nil, pageSegmentationMode: 7).isWithoutWordList)
    }

    @Test func aFileThatIsNoTrainedDataIsNotCopied() throws {
        // Given an empty file, a text file, and the Latin model cut off inside its entries
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let latin = try Data(contentsOf: URL(fileURLWithPath: latinFile))
        let files = [
            "empty": Data(), "text": Data("not trained data at all\n".utf8), "cut": latin.prefix(300_000),
        ]
        for (name, bytes) in files {
            try bytes.write(to: folder.appendingPathComponent(name))
        }

        // Then none of them is copied (the engine loads such a file as it is, and Tesseract refuses it)
        for name in files.keys.sorted() {
            let path = folder.appendingPathComponent(name).path
            #expect(TrainedDataWithoutWordList.data(ofFileAt: path) == nil, "\(name)")
        }
        #expect(TrainedDataWithoutWordList.data(ofFileAt: folder.appendingPathComponent("missing").path) == nil)
    }

    @Test func aCutOffModelIsAnErrorNamingItsPackage() throws {
        // Given a tessdata folder whose Latin model was cut off while it was copied
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let latin = try Data(contentsOf: URL(fileURLWithPath: latinFile))
        try latin.prefix(300_000).write(to: folder.appendingPathComponent("Latin.traineddata"))

        // Then starting an engine without its word list fails with an error that says what to install
        let error = #expect(throws: OCRError.self) {
            _ = try TesseractEngine(
                languages: "Latin", tessdataPath: folder.path, pageSegmentationMode: 7, withoutWordList: true)
        }
        #expect(error?.code == .missingLanguageData)
        #expect(error?.message.contains("tesseract-ocr-script-latn") == true)
    }
}
