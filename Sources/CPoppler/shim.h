#ifndef LARDER_CPOPPLER_SHIM_H
#define LARDER_CPOPPLER_SHIM_H

// poppler's GLib API and cairo, exactly as installed by `libpoppler-glib-dev libcairo2-dev`.
// Nothing is wrapped here: poppler reads a PDF's text layer, cairo renders a page without one.
#include <poppler.h>
#include <cairo.h>

#endif
