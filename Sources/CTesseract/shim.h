#ifndef LARDER_CTESSERACT_SHIM_H
#define LARDER_CTESSERACT_SHIM_H

// Tesseract's C API and Leptonica, exactly as installed by
// `libtesseract-dev libleptonica-dev`. Nothing is wrapped here.
#include <leptonica/allheaders.h>
#include <tesseract/capi.h>

#endif
