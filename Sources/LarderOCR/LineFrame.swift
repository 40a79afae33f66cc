/// What a line cropped to be read again is framed in. Tesseract thresholds the crop with its frame, so the frame
/// decides which side of the threshold the crop's paper falls on.
enum LineFrame: Sendable {
    /// White, as a scan's paper: what the re-reads of shop names and addresses were measured with.
    case white
    /// The crop's own paper grey. A photo's paper under room light is grey (about 190 of 255 on the generated
    /// photos, and on grey scans): framed in white, a crop is three greys (print, paper, frame) and Tesseract's
    /// threshold may fall between paper and frame, so the paper reads as ink and a plain `1,39` as nothing or
    /// `1,59` at low confidence. On white paper this is the white frame.
    case paper

    /// The frame's grey for `crop`, an 8 bpp image: for ``paper``, the grey that nine in ten of its pixels are no
    /// lighter than, which is the paper's however much of the crop the print covers.
    func grey(around crop: LeptonicaImage) -> UInt32 {
        switch self {
        case .white:
            return 255
        case .paper:
            // A histogram, not a sort: a full-width date line is some hundred thousand pixels.
            var counts = [Int](repeating: 0, count: 256)
            let greys = crop.bytes()
            for grey in greys { counts[Int(grey)] += 1 }
            var darker = 0
            for (grey, count) in counts.enumerated() {
                darker += count
                if darker > greys.count * 9 / 10 { return UInt32(grey) }
            }
            return 255
        }
    }
}
