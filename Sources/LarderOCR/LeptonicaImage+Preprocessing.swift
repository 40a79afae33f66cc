import CTesseract

/// A page ready for Tesseract, with what is needed to map its word boxes back to the input image.
struct PreparedPage {
    let image: LeptonicaImage
    /// Factor the input was scaled by.
    let scale: Double
    /// White margin added on every side, in prepared pixels.
    let border: Int
    /// Degrees the page was turned by to straighten it (clockwise positive, as Leptonica turns), about its
    /// centre; 0 when it was left as it was. Word boxes stay in the straightened page, where rows are level;
    /// ``BoundingBox/onPageAsItCame(turnedBy:pageWidth:pageHeight:)`` finds a box on the image as it came.
    let deskewAngle: Double
}

extension LeptonicaImage {
    /// Applies the configured steps: grey, background normalisation, scaling to the target
    /// character height, deskew, binarisation and a white border.
    func prepared(_ settings: OCRConfiguration.Preprocessing) throws -> PreparedPage {
        var page = try grey()
        if settings.normalizesBackground {
            page = try page.transformed("normalise the background of") { pixBackgroundNormSimple($0, nil, nil) }
        }
        var scale = 1.0
        if settings.targetCharacterHeight > 0, let height = page.medianCharacterHeight() {
            scale = min(max(Double(settings.targetCharacterHeight) / height, 0.25), 4)
            let maxScale = (40_000_000 / Double(page.width * page.height)).squareRoot()
            scale = min(scale, maxScale)
            if abs(scale - 1) > 0.1 {
                let factor = Float(scale)
                page = try page.transformed("scale") { pixScale($0, factor, factor) }
            } else {
                scale = 1
            }
        }
        var deskewAngle = 0.0
        if settings.deskews {
            var angle: Float = 0
            var confidence: Float = 0
            var isTurned = false
            page = try page.transformed("deskew") { pix in
                let straightened = pixFindSkewAndDeskew(pix, 0, &angle, &confidence)
                // Leptonica hands back the page itself (a clone) when the skew is too small or too uncertain.
                isTurned = straightened != nil && straightened != pix
                return straightened
            }
            if isTurned { deskewAngle = Double(angle) }
        }
        var white: UInt32 = 255
        switch settings.binarization {
        case .none:
            if settings.smoothing > 0 { page = try page.smoothed(sigma: settings.smoothing) }
        case .sauvola:
            let height = settings.targetCharacterHeight > 0 ? Double(settings.targetCharacterHeight) : 32
            page = try page.sauvolaBinarized(
                windowHalfSize: max(8, Int(height * settings.sauvolaWindow)), factor: settings.sauvolaFactor)
            white = 0
        case .otsu:
            page = try page.otsuBinarized()
            white = 0
        }
        let border = 16
        let bordered = try page.transformed("add a border to") { pixAddBorder($0, Int32(border), white) }
        bordered.withPix { _ = pixSetResolution($0, 300, 300) }
        return PreparedPage(image: bordered, scale: scale, border: border, deskewAngle: deskewAngle)
    }

    /// This grey image blurred by a Gaussian of `sigma` pixels (its kernel reaches out 2.5 σ, rounded up): a page
    /// read for its date, or a line's crop before it is read again (``LinePrint/smoothed``).
    func smoothed(sigma: Double) throws -> LeptonicaImage {
        let halfSize = Int32(max(1, (sigma * 2.5).rounded(.up)))
        var kernel = makeGaussianKernel(halfSize, halfSize, Float(sigma), 1)
        defer { kernelDestroy(&kernel) }
        guard let gaussian = kernel else {
            throw OCRError(code: .recognitionFailed, message: "Leptonica could not make a blurring kernel")
        }
        return try transformed("smooth the print of") { pixConvolve($0, gaussian, 8, 1) }
    }

    /// An 8 bpp grey copy without colour map or alpha (transparent areas become white).
    func grey() throws -> LeptonicaImage {
        var image = self
        if samplesPerPixel == 4 {
            image = try image.transformed("remove the alpha channel of") { pixRemoveAlpha($0) }
        }
        if image.depth == 32 {
            return try image.transformed("convert") { pixConvertRGBToLuminance($0) }
        }
        return try image.transformed("convert") { pixConvertTo8($0, 0) }
    }

    /// The median height of character-sized dark blobs, or `nil` when there are too few to tell.
    ///
    /// Expects a grey image whose background is light (as after background normalisation).
    func medianCharacterHeight() -> Double? {
        guard let binary = try? transformed("threshold", { pixThresholdToBinary($0, 150) }) else { return nil }
        var heights: [Int] = []
        binary.withPix { pix in
            var owned = pixConnCompBB(pix, 8)
            defer { boxaDestroy(&owned) }
            guard let boxes = owned else { return }
            let imageHeight = Int32(height)
            for index in 0..<boxaGetCount(boxes) {
                var (x, y, w, h): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
                guard boxaGetBoxGeometry(boxes, index, &x, &y, &w, &h) == 0 else { continue }
                if h >= 6, w >= 2, w <= 3 * h, h <= imageHeight / 10 {
                    heights.append(Int(h))
                }
            }
        }
        guard heights.count >= 20 else { return nil }
        heights.sort()
        return Double(heights[heights.count / 2])
    }

    /// Tiled Sauvola thresholding; tiles keep Leptonica's integral images small on large pages.
    func sauvolaBinarized(windowHalfSize: Int, factor: Double) throws -> LeptonicaImage {
        let tiles = { (length: Int) in Int32(max(1, min(length / (4 * windowHalfSize) - 1, length / 1500 + 1))) }
        let (nx, ny) = (tiles(width), tiles(height))
        return try transformed("binarise") { pix in
            var binary: UnsafeMutablePointer<PIX>?
            guard pixSauvolaBinarizeTiled(pix, Int32(windowHalfSize), Float(factor), nx, ny, nil, &binary) == 0 else {
                pixDestroy(&binary)
                return nil
            }
            return binary
        }
    }

    /// Otsu thresholding on large tiles, for a page whose background is already flat.
    func otsuBinarized() throws -> LeptonicaImage {
        try transformed("binarise") { pix in
            var binary: UnsafeMutablePointer<PIX>?
            guard pixOtsuAdaptiveThreshold(pix, 2000, 2000, 0, 0, 0.1, nil, &binary) == 0 else {
                pixDestroy(&binary)
                return nil
            }
            return binary
        }
    }
}
