import CLibraryLoader
import CPoppler
import Foundation
import LarderCore

/// One page of a ``PDFFile``: its text layer with boxes, or its rendering for OCR.
///
/// - Important: Not thread-safe; lives no longer than the call that read its document.
final class PDFPage {
    private let page: OpaquePointer
    private let index: Int
    private let file: String
    private let limits: PDFLimits
    /// Size in points.
    let width: Double
    let height: Double

    /// Takes ownership of `page` and checks its size.
    init(taking page: OpaquePointer, index: Int, file: String, limits: PDFLimits) throws {
        self.page = page
        self.index = index
        self.file = file
        self.limits = limits
        var width = 0.0
        var height = 0.0
        poppler_page_get_size(page, &width, &height)
        self.width = width
        self.height = height
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw PDFError(.damaged, file: file, message: "page \(index + 1) has no size; the PDF is damaged")
        }
        guard max(width, height) <= limits.maxPageSidePoints else {
            throw PDFError(
                .pageTooLarge, file: file,
                message: "page \(index + 1) is \(Int(width))×\(Int(height)) points, more than the limit of "
                    + "\(Int(limits.maxPageSidePoints)) points a side; this is no receipt")
        }
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(page))
    }

    /// Page pixels per point at the render resolution: text-layer boxes use the same pixels as a rendered page,
    /// so the extractor sees the geometry OCR would give it.
    var scale: Double { limits.renderDPI / 72 }

    /// Every character of the text layer with its box, in poppler's reading order; empty for a page without text.
    func glyphs() -> [PDFTextLayout.Glyph] {
        guard let text = poppler_page_get_text(page) else { return [] }
        defer { g_free(text) }
        var rectangles: UnsafeMutablePointer<PopplerRectangle>?
        var count: guint = 0
        guard poppler_page_get_text_layout(page, &rectangles, &count) != 0, let rectangles else { return [] }
        defer { g_free(rectangles) }
        // poppler gives one rectangle per character of the page's text, spaces and line breaks included.
        return zip(String(cString: text).unicodeScalars, UnsafeBufferPointer(start: rectangles, count: Int(count)))
            .map { scalar, rectangle in
                let x = Int((min(rectangle.x1, rectangle.x2) * scale).rounded())
                let y = Int((min(rectangle.y1, rectangle.y2) * scale).rounded())
                let box = BoundingBox(
                    x: x, y: y, width: Int((max(rectangle.x1, rectangle.x2) * scale).rounded()) - x,
                    height: Int((max(rectangle.y1, rectangle.y2) * scale).rounded()) - y)
                return PDFTextLayout.Glyph(character: Character(scalar), box: box)
            }
    }

    /// The page's size in pixels once rendered at ``PDFLimits/renderDPI``.
    var renderedSize: (width: Int, height: Int) {
        (Int((width * scale).rounded(.up)), Int((height * scale).rounded(.up)))
    }

    /// The page rendered on white at ``PDFLimits/renderDPI``, encoded as PNG for the OCR.
    /// - Throws: ``PDFError`` `.pageTooLarge` or `.renderingFailed`.
    func renderedPNG() throws -> Data {
        let (pixelWidth, pixelHeight) = renderedSize
        // cairo cannot make an image wider or taller than 32,767 pixels.
        guard pixelWidth * pixelHeight <= limits.maxRenderPixels, pixelWidth < 32_768, pixelHeight < 32_768 else {
            throw PDFError(
                .pageTooLarge, file: file,
                message: "page \(index + 1) has no text, and rendered at \(Int(limits.renderDPI)) dpi it would be "
                    + "\(pixelWidth)×\(pixelHeight) pixels, more than the limit of \(limits.maxRenderPixels); "
                    + "raise ocr.max_pixels")
        }
        if let problem = larder_library_problem(LarderLibraryCairo) {
            throw PDFError(
                .missingLibrary, file: file,
                message: "page \(index + 1) has no text, and cannot be rendered: \(String(cString: problem))")
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(pixelWidth), Int32(pixelHeight))
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)
        defer { cairo_destroy(context) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, cairo_status(context) == CAIRO_STATUS_SUCCESS
        else { throw renderingFailed("cairo could not make a \(pixelWidth)×\(pixelHeight) image") }
        // A PDF page is transparent where nothing is drawn; OCR wants paper.
        cairo_set_source_rgb(context, 1, 1, 1)
        cairo_paint(context)
        cairo_scale(context, scale, scale)
        poppler_page_render(page, context)
        cairo_surface_flush(surface)
        guard cairo_status(context) == CAIRO_STATUS_SUCCESS else { throw renderingFailed("cairo failed drawing it") }
        return try png(of: surface)
    }

    private func png(of surface: OpaquePointer?) throws -> Data {
        var data = Data()
        let status = withUnsafeMutablePointer(to: &data) { buffer in
            cairo_surface_write_to_png_stream(
                surface,
                { closure, bytes, length in
                    guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                    closure.assumingMemoryBound(to: Data.self).pointee.append(bytes, count: Int(length))
                    return CAIRO_STATUS_SUCCESS
                }, buffer)
        }
        guard status == CAIRO_STATUS_SUCCESS else { throw renderingFailed("cairo could not encode it") }
        return data
    }

    private func renderingFailed(_ reason: String) -> PDFError {
        PDFError(.renderingFailed, file: file, message: "page \(index + 1) has no text and cannot be rendered: \(reason)")
    }
}
