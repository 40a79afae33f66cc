/// What an image may declare before Larder decodes it; from ``OCRConfiguration``.
struct DecodingLimits: Sendable, Hashable {
    /// Width × height of one page.
    var maxPixels: Int
    /// Pages of a multi-page TIFF.
    var maxPages: Int
    /// Width × height of all pages together.
    var maxTotalPixels: Int
}

extension OCRConfiguration {
    var decodingLimits: DecodingLimits {
        DecodingLimits(maxPixels: maxPixels, maxPages: maxPages, maxTotalPixels: maxTotalPixels)
    }
}
