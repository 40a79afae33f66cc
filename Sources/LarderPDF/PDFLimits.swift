/// What a PDF may declare before Larder reads it, so a hostile file is refused before poppler does real work.
public struct PDFLimits: Sendable, Hashable, Codable {
    /// Pages in one receipt. Default 20, as ``OCRConfiguration/maxPages`` for a TIFF.
    public var maxPages: Int
    /// The longer side of one page, in points (1/72 inch). Default 14,400 (200 inches), the largest page the PDF
    /// specification lets a writer declare; a till roll of five metres still fits.
    public var maxPageSidePoints: Double
    /// Width × height of one page without text once rendered for OCR. Default 60,000,000, as
    /// ``OCRConfiguration/maxPixels``.
    public var maxRenderPixels: Int
    /// Width × height of all pages without text together once rendered. Default 180,000,000, as
    /// ``OCRConfiguration/maxTotalPixels``: twenty pages each just under the page limit are refused, as a TIFF
    /// would be.
    public var maxTotalRenderPixels: Int
    /// The resolution pages without text are rendered at for OCR. Default 300 dpi, what Tesseract reads best.
    public var renderDPI: Double

    public init(
        maxPages: Int = 20, maxPageSidePoints: Double = 14_400, maxRenderPixels: Int = 60_000_000,
        maxTotalRenderPixels: Int = 180_000_000, renderDPI: Double = 300
    ) {
        self.maxPages = maxPages
        self.maxPageSidePoints = maxPageSidePoints
        self.maxRenderPixels = maxRenderPixels
        self.maxTotalRenderPixels = maxTotalRenderPixels
        self.renderDPI = renderDPI
    }
}
