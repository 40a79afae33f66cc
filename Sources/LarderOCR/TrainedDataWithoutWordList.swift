import Foundation

/// A `.traineddata` file's components without the LSTM's word list, to start an engine from memory
/// (`TessBaseAPIInit5`).
///
/// Why: a second model reads single lines to settle letters and digits the first reading chose between, where a word
/// list has little to say, and the word list of a script model is most of its weight: `Latin.traineddata` is 89 MB,
/// of which 88.8 MB are the words of every language written in Latin script. With them, loading took 0.47-0.8 s of
/// processor time per engine and `larder ocr` peaked at 338 MB on a receipt; without them, 0.15 s and 93 MB
/// (sroie-dev 000), in every `larder ocr` process and every daemon worker.
///
/// The file is Tesseract's container (`TessdataManager`): a little-endian count of entries, one 64-bit offset per
/// entry (-1 for an absent one), then the entries in index order, each running to the next present one. Tesseract
/// reads the entries one after another, so the copy is rebuilt with the word list's offset absent and the rest
/// moved up, not merely marked absent.
enum TrainedDataWithoutWordList {
    /// The container's index of the LSTM's word list (`TESSDATA_LSTM_SYSTEM_DAWG` in Tesseract's
    /// `tessdatamanager.h`); its punctuation and number patterns (18 and 20) stay.
    static let lstmWordListIndex = 19

    /// More entries than any Tesseract writes (24 in 5.x): a count above it means the file is not a container this
    /// code understands (big-endian, or not trained data at all).
    private static let maximumEntries = 1000

    /// The file at `path` without its LSTM word list, reading only the entries kept; `nil` when the file cannot be
    /// read or is no container this code understands (the caller then loads the file as it is).
    static func data(ofFileAt path: String) -> Data? {
        guard let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        guard let size = try? file.seekToEnd(), (try? file.seek(toOffset: 0)) != nil,
            let countBytes = try? file.read(upToCount: 4), countBytes.count == 4
        else { return nil }
        let count = Int(UInt32(littleEndian: countBytes.withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }))
        guard count > lstmWordListIndex, count <= maximumEntries,
            let offsetBytes = try? file.read(upToCount: 8 * count), offsetBytes.count == 8 * count
        else { return nil }
        let offsets = offsetBytes.withUnsafeBytes { bytes in
            (0..<count).map { Int64(littleEndian: bytes.loadUnaligned(fromByteOffset: 8 * $0, as: Int64.self)) }
        }
        let header = Int64(4 + 8 * count)
        // Each present entry runs to the next present one, the last to the end of the file.
        let present = offsets.indices.filter { offsets[$0] >= 0 }
        guard let first = present.first, offsets[first] == header,
            zip(present, present.dropFirst()).allSatisfy({ offsets[$0] <= offsets[$1] }),
            let last = present.last, offsets[last] <= Int64(size)
        else { return nil }
        var kept: [(index: Int, bytes: Data)] = []
        for (position, index) in present.enumerated() where index != lstmWordListIndex {
            let end = position + 1 < present.count ? offsets[present[position + 1]] : Int64(size)
            guard (try? file.seek(toOffset: UInt64(offsets[index]))) != nil,
                let bytes = try? file.read(upToCount: Int(end - offsets[index])),
                bytes.count == Int(end - offsets[index])
            else { return nil }
            kept.append((index, bytes))
        }
        var newOffsets = [Int64](repeating: -1, count: count)
        var next = header
        for entry in kept {
            newOffsets[entry.index] = next
            next += Int64(entry.bytes.count)
        }
        var data = Data(capacity: Int(next))
        withUnsafeBytes(of: UInt32(count).littleEndian) { data.append(contentsOf: $0) }
        for offset in newOffsets { withUnsafeBytes(of: offset.littleEndian) { data.append(contentsOf: $0) } }
        for entry in kept { data.append(entry.bytes) }
        return data
    }
}
