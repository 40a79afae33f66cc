import CTesseract

/// How a cropped line's print is treated before it is read again: the same crop, changed so that print Tesseract
/// misread on the page reads as what it is.
enum LinePrint: Sendable {
    /// The crop as it is.
    case asPrinted
    /// Thin or dotted print (worn thermal heads, dot-matrix tills) falls apart into pieces Tesseract reads as
    /// other digits; a 3×3 minimum filter joins the strokes.
    case thickened
    /// Hairline print in narrow fonts (Aldi's till font: `0,35` read as `0,05`, `1,39` as `1,09`) loses the
    /// joins that tell a 3 from a 0 when Tesseract binarises it; a Gaussian blur of about a stroke's width (σ 1.5
    /// px at the 40 px character height of a re-read) fills them in before it does.
    case smoothed

    func applied(to crop: LeptonicaImage) throws -> LeptonicaImage {
        switch self {
        case .asPrinted:
            return crop
        case .thickened:
            return try crop.transformed("thicken the print of") { pixErodeGray($0, 3, 3) }
        case .smoothed:
            return try crop.smoothed(sigma: 1.5)
        }
    }
}
