// The cairo calls that render a PDF page without text for the OCR, loaded on first use
// (see LazyLibrary.h).
#include <cairo.h>

#include "LazyLibrary.h"

static const char *const names[] = {"libcairo.so.2", "libcairo.so", NULL};
LazyLibrary lazy_cairo = {names, "libcairo2", NULL};

LAZY_FUNCTION(lazy_cairo, cairo_surface_t *, cairo_image_surface_create,
              (cairo_format_t format, int width, int height), (format, width, height))
LAZY_FUNCTION(lazy_cairo, cairo_status_t, cairo_surface_status, (cairo_surface_t *surface), (surface))
LAZY_PROCEDURE(lazy_cairo, cairo_surface_flush, (cairo_surface_t *surface), (surface))
LAZY_FUNCTION(lazy_cairo, cairo_status_t, cairo_surface_write_to_png_stream,
              (cairo_surface_t *surface, cairo_write_func_t write_func, void *closure),
              (surface, write_func, closure))
LAZY_PROCEDURE(lazy_cairo, cairo_surface_destroy, (cairo_surface_t *surface), (surface))
LAZY_FUNCTION(lazy_cairo, cairo_t *, cairo_create, (cairo_surface_t *target), (target))
LAZY_FUNCTION(lazy_cairo, cairo_status_t, cairo_status, (cairo_t *cr), (cr))
LAZY_PROCEDURE(lazy_cairo, cairo_scale, (cairo_t *cr, double sx, double sy), (cr, sx, sy))
LAZY_PROCEDURE(lazy_cairo, cairo_set_source_rgb, (cairo_t *cr, double red, double green, double blue),
               (cr, red, green, blue))
LAZY_PROCEDURE(lazy_cairo, cairo_paint, (cairo_t *cr), (cr))
LAZY_PROCEDURE(lazy_cairo, cairo_destroy, (cairo_t *cr), (cr))
