// poppler's GLib API, and the few GLib and GObject calls that go with it, loaded on first use
// (see LazyLibrary.h).
#include <poppler.h>

#include "LazyLibrary.h"

static const char *const popplerNames[] = {"libpoppler-glib.so.8", "libpoppler-glib.so", NULL};
LazyLibrary lazy_poppler = {popplerNames, "libpoppler-glib8", NULL};
static const char *const glibNames[] = {"libglib-2.0.so.0", "libglib-2.0.so", NULL};
LazyLibrary lazy_glib = {glibNames, "libglib2.0-0", NULL};
static const char *const gobjectNames[] = {"libgobject-2.0.so.0", "libgobject-2.0.so", NULL};
LazyLibrary lazy_gobject = {gobjectNames, "libglib2.0-0", NULL};

LAZY_FUNCTION(lazy_poppler, GQuark, poppler_error_quark, (void), ())
LAZY_FUNCTION(lazy_poppler, PopplerDocument *, poppler_document_new_from_bytes,
              (GBytes *bytes, const char *password, GError **error), (bytes, password, error))
LAZY_FUNCTION(lazy_poppler, int, poppler_document_get_n_pages, (PopplerDocument *document), (document))
LAZY_FUNCTION(lazy_poppler, PopplerPage *, poppler_document_get_page, (PopplerDocument *document, int index),
              (document, index))
LAZY_PROCEDURE(lazy_poppler, poppler_page_get_size, (PopplerPage *page, double *width, double *height),
               (page, width, height))
LAZY_FUNCTION(lazy_poppler, char *, poppler_page_get_text, (PopplerPage *page), (page))
LAZY_FUNCTION(lazy_poppler, gboolean, poppler_page_get_text_layout,
              (PopplerPage *page, PopplerRectangle **rectangles, guint *n_rectangles),
              (page, rectangles, n_rectangles))
LAZY_PROCEDURE(lazy_poppler, poppler_page_render, (PopplerPage *page, cairo_t *cairo), (page, cairo))

LAZY_FUNCTION(lazy_glib, GBytes *, g_bytes_new, (gconstpointer data, gsize size), (data, size))
LAZY_PROCEDURE(lazy_glib, g_bytes_unref, (GBytes *bytes), (bytes))
LAZY_PROCEDURE(lazy_glib, g_error_free, (GError *error), (error))
LAZY_PROCEDURE(lazy_glib, g_free, (gpointer mem), (mem))

LAZY_PROCEDURE(lazy_gobject, g_object_unref, (gpointer object), (object))
