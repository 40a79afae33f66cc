import CTesseract
import LarderCore

extension TesseractEngine {
    /// Reads one small region of a page again as a single line of the given characters (page segmentation
    /// mode 7 and a character whitelist; `nil` allows every character), cropped with a margin, scaled so its
    /// text stands about `characterHeight` pixels tall, framed as `frame` says and its print treated as `treatment`
    /// says. The words come back joined, or with single spaces between them when `keepsSpaces`.
    ///
    /// - Returns: The text read and Tesseract's mean confidence (0-100), or `nil` when nothing was read.
    func rereadLine(
        in page: LeptonicaImage, box: BoundingBox, characters: String?, characterHeight: Double = 40,
        treatment: LinePrint = .asPrinted, frame: LineFrame = .white, keepsSpaces: Bool = false
    ) throws -> (text: String, confidence: Double)? {
        let crop = try treatment.applied(
            to: page.lineCrop(around: box, characterHeight: characterHeight, frame: frame))
        // Without a resolution Tesseract guesses one from the first images it sees and misreads them. Set after the
        // treatment: Leptonica's convolution makes a new image without one.
        crop.withPix { _ = pixSetResolution($0, 300, 300) }
        let previousMode = TessBaseAPIGetPageSegMode(handle)
        TessBaseAPISetPageSegMode(handle, PSM_SINGLE_LINE)
        if let characters { _ = TessBaseAPISetVariable(handle, "tessedit_char_whitelist", characters) }
        defer {
            _ = TessBaseAPISetVariable(handle, "tessedit_char_whitelist", "")
            TessBaseAPISetPageSegMode(handle, previousMode)
            TessBaseAPIClear(handle)
        }
        return crop.withPix { pix -> (String, Double)? in
            TessBaseAPISetImage2(handle, pix)
            guard TessBaseAPIRecognize(handle, nil) == 0, let utf8 = TessBaseAPIGetUTF8Text(handle) else { return nil }
            defer { TessDeleteText(utf8) }
            let words = String(cString: utf8).split(whereSeparator: \.isWhitespace)
            let text = words.joined(separator: keepsSpaces ? " " : "")
            guard !text.isEmpty else { return nil }
            return (text, Double(TessBaseAPIMeanTextConf(handle)))
        }
    }
}

extension LeptonicaImage {
    /// The grey region around `box` with a margin of three quarters of its height on the sides and a quarter above and below,
    /// scaled to the character height and framed as `frame` says, ready to be read as one line. The side margin is
    /// wide because boxes are mapped back without the page's deskewing, so on a tilted page they drift
    /// sideways by up to a character; wider, it takes in part of the tax letter, read as noise.
    func lineCrop(
        around box: BoundingBox, characterHeight: Double, frame: LineFrame = .white
    ) throws -> LeptonicaImage {
        let marginX = box.height * 3 / 4
        let marginY = box.height / 4
        let x = max(0, box.x - marginX)
        let y = max(0, box.y - marginY)
        let width = min(width - x, box.width + 2 * marginX)
        let height = min(height - y, box.height + 2 * marginY)
        guard width > 2, height > 2 else {
            throw OCRError(code: .recognitionFailed, message: "the region to read again lies outside the page")
        }
        var region = try transformed("crop") { pix in
            guard let rectangle = boxCreate(Int32(x), Int32(y), Int32(width), Int32(height)) else { return nil }
            var owned: UnsafeMutablePointer<BOX>? = rectangle
            defer { boxDestroy(&owned) }
            return pixClipRectangle(pix, rectangle, nil)
        }.grey()
        let scale = Float(min(max(characterHeight / Double(max(box.height, 1)), 0.5), 6))
        if abs(scale - 1) > 0.1 {
            region = try region.transformed("scale") { pixScale($0, scale, scale) }
        }
        let grey = frame.grey(around: region)
        return try region.transformed("add a border to") { pixAddBorder($0, 12, grey) }
    }
}
