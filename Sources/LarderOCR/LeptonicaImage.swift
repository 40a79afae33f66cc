import CTesseract

/// Owns one Leptonica `PIX`, destroyed when the object goes away.
///
/// Each preprocessing step returns a new `LeptonicaImage` wrapping the step's new `PIX` at once,
/// so a throw between steps never leaks.
///
/// - Important: Not thread-safe; used only on an ``OCRWorker``'s queue. The `PIX` pointer never
///   leaves LarderOCR; callers use it only inside ``withPix(_:)``.
final class LeptonicaImage {
    private let pix: UnsafeMutablePointer<PIX>

    /// Takes ownership of `pix`, or throws `failure` when a Leptonica call returned `NULL`.
    init(taking pix: UnsafeMutablePointer<PIX>?, orThrow failure: @autoclosure () -> OCRError) throws {
        guard let pix else { throw failure() }
        self.pix = pix
    }

    deinit {
        var owned: UnsafeMutablePointer<PIX>? = pix
        pixDestroy(&owned)
    }

    /// Width in pixels.
    var width: Int { Int(pixGetWidth(pix)) }
    /// Height in pixels.
    var height: Int { Int(pixGetHeight(pix)) }
    /// Bits per pixel: 1, 2, 4, 8, 16 or 32.
    var depth: Int { Int(pixGetDepth(pix)) }
    /// Samples per pixel (4 when a 32 bpp image has alpha).
    var samplesPerPixel: Int { Int(pixGetSpp(pix)) }
    /// Whether the image uses a colour map.
    var hasColormap: Bool { pixGetColormap(pix) != nil }

    /// Runs `body` with the `PIX`, keeping this image alive until `body` returns.
    func withPix<Result>(_ body: (UnsafeMutablePointer<PIX>) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(self) { try body(pix) }
    }

    /// Runs a Leptonica call that creates a new `PIX` from this one and wraps the result at once.
    func transformed(
        _ step: String,
        _ body: (UnsafeMutablePointer<PIX>) -> UnsafeMutablePointer<PIX>?
    ) throws -> LeptonicaImage {
        let result = withPix(body)
        return try LeptonicaImage(
            taking: result,
            orThrow: OCRError(code: .recognitionFailed, message: "Leptonica could not \(step) the image")
        )
    }
}
