import CTesseract

extension LeptonicaImage {
    /// Longest side of the small copy the paper is looked for in: enough to place a corner within a few
    /// pixels of the full photo, while the search stays a few milliseconds whatever the photo's size.
    static let paperSearchSide = 600

    /// For a phone photo of a receipt lying on a table: the paper cut out and seen straight on, as an 8 bpp grey
    /// page; a scan, or a photo whose paper cannot be told from its background, is returned unchanged.
    ///
    /// Uneven light is left to the background normalisation every reading does (`pixBackgroundNormSimple`),
    /// which flattens the gradient once the dark table no longer pulls its estimate down.
    func paperPage() throws -> LeptonicaImage {
        guard let quad = paperCorners() else { return self }
        // The perspective is undone on grey pixels, a third of the work of colour; the reading is grey anyway.
        return try grey().rectified(quad.inset(by: 0.01))
    }

    /// The paper's four corners in this image's pixels, or `nil` when no sheet on a darker background is seen.
    func paperCorners() -> PaperQuad? {
        let longest = max(width, height)
        guard longest >= 64 else { return nil }
        let factor = min(1, Double(Self.paperSearchSide) / Double(longest))
        guard let small = try? searchCopy(scaledBy: factor) else { return nil }
        let finder = PaperFinder(pixels: small.bytes(), width: small.width, height: small.height)
        return finder.find()?.scaled(by: Double(width) / Double(small.width))
    }

    /// A small grey copy in which paper is bright and a coloured or grey table is dark: each pixel's darkest
    /// channel for colour images, the grey value otherwise.
    private func searchCopy(scaledBy factor: Double) throws -> LeptonicaImage {
        var image = self
        if samplesPerPixel == 4 {
            image = try image.transformed("remove the alpha channel of") { pixRemoveAlpha($0) }
        }
        if image.depth == 32 {
            image = try image.transformed("convert") { pixConvertRGBToGrayMinMax($0, Int32(L_CHOOSE_MIN)) }
        } else {
            image = try image.grey()
        }
        guard factor < 1 else { return image }
        let scale = Float(factor)
        // Area mapping averages the pixels each small one covers, so print does not alias into speckle.
        return try image.transformed("scale") { pixScaleAreaMap($0, scale, scale) }
    }

    /// The bytes of an 8 bpp image, row by row. Leptonica packs pixels into 32-bit words, most significant
    /// byte first, whatever the machine's byte order.
    func bytes() -> [UInt8] {
        withPix { pix in
            guard let data = pixGetData(pix) else { return [] }
            let (w, h, wpl) = (width, height, Int(pixGetWpl(pix)))
            var result = [UInt8](repeating: 0, count: w * h)
            for y in 0..<h {
                for x in 0..<w {
                    let word = data[y * wpl + x / 4]
                    result[y * w + x] = UInt8(truncatingIfNeeded: word >> (24 - 8 * UInt32(x % 4)))
                }
            }
            return result
        }
    }

    /// This grey image with `quad` mapped onto an upright rectangle as large as the quad's longer sides.
    private func rectified(_ quad: PaperQuad) throws -> LeptonicaImage {
        let sides = quad.sides
        let pageWidth = Int(max(sides[0], sides[2]).rounded())
        let pageHeight = Int(max(sides[1], sides[3]).rounded())
        // Leptonica warps into an image of the source's size; a turned paper's side may be longer than the photo.
        let (extraRight, extraBottom) = (max(0, pageWidth - width + 2), max(0, pageHeight - height + 2))
        var source = self
        if extraRight > 0 || extraBottom > 0 {
            source = try transformed("pad") {
                pixAddBorderGeneral($0, 0, Int32(extraRight), 0, Int32(extraBottom), 255)
            }
        }
        let warped = try source.transformed("correct the perspective of") { pix in
            var from = ptaCreate(4)
            var to = ptaCreate(4)
            defer {
                ptaDestroy(&from)
                ptaDestroy(&to)
            }
            let target = [(0.0, 0.0), (Double(pageWidth), 0.0), (Double(pageWidth), Double(pageHeight)),
                          (0.0, Double(pageHeight))]
            for (corner, point) in zip(quad.corners, target) {
                ptaAddPt(from, Float(corner.x), Float(corner.y))
                ptaAddPt(to, Float(point.0), Float(point.1))
            }
            // Each page pixel takes the photo pixel nearest its preimage. Interpolating (pixProjectivePtaGray)
            // softened print the camera had already softened, and Tesseract misread prices it read in the
            // photo itself ("1,65 1" as "1:69.11" in TestReceipts/photos/dm-01-photo.jpg).
            return pixProjectiveSampledPta(pix, to, from, Int32(L_BRING_IN_WHITE))
        }
        return try warped.transformed("crop") { pix in
            var box = boxCreate(0, 0, Int32(pageWidth), Int32(pageHeight))
            defer { boxDestroy(&box) }
            return pixClipRectangle(pix, box, nil)
        }
    }
}
