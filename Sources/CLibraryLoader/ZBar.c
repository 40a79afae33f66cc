// ZBar's C API, loaded on first use (see LazyLibrary.h).
#include <zbar.h>

#include "LazyLibrary.h"

static const char *const names[] = {"libzbar.so.0", "libzbar.so", NULL};
LazyLibrary lazy_zbar = {names, "libzbar0", NULL};

LAZY_FUNCTION(lazy_zbar, zbar_image_scanner_t *, zbar_image_scanner_create, (void), ())
LAZY_PROCEDURE(lazy_zbar, zbar_image_scanner_destroy, (zbar_image_scanner_t *scanner), (scanner))
LAZY_FUNCTION(lazy_zbar, int, zbar_image_scanner_set_config,
              (zbar_image_scanner_t *scanner, zbar_symbol_type_t symbology, zbar_config_t config,
               int value),
              (scanner, symbology, config, value))
LAZY_FUNCTION(lazy_zbar, int, zbar_scan_image, (zbar_image_scanner_t *scanner, zbar_image_t *image),
              (scanner, image))

LAZY_FUNCTION(lazy_zbar, zbar_image_t *, zbar_image_create, (void), ())
LAZY_PROCEDURE(lazy_zbar, zbar_image_destroy, (zbar_image_t *image), (image))
LAZY_PROCEDURE(lazy_zbar, zbar_image_set_format, (zbar_image_t *image, unsigned long format), (image, format))
LAZY_PROCEDURE(lazy_zbar, zbar_image_set_size, (zbar_image_t *image, unsigned width, unsigned height),
               (image, width, height))
LAZY_PROCEDURE(lazy_zbar, zbar_image_set_data,
               (zbar_image_t *image, const void *data, unsigned long data_byte_length,
                zbar_image_cleanup_handler_t *cleanup_hndlr),
               (image, data, data_byte_length, cleanup_hndlr))
LAZY_FUNCTION(lazy_zbar, const zbar_symbol_t *, zbar_image_first_symbol, (const zbar_image_t *image), (image))

LAZY_FUNCTION(lazy_zbar, const zbar_symbol_t *, zbar_symbol_next, (const zbar_symbol_t *symbol), (symbol))
LAZY_FUNCTION(lazy_zbar, zbar_symbol_type_t, zbar_symbol_get_type, (const zbar_symbol_t *symbol), (symbol))
LAZY_FUNCTION(lazy_zbar, const char *, zbar_symbol_get_data, (const zbar_symbol_t *symbol), (symbol))
