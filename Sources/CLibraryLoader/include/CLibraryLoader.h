#ifndef LARDER_CLIBRARYLOADER_H
#define LARDER_CLIBRARYLOADER_H

#include <stddef.h>

// Larder links Tesseract, Leptonica, poppler, cairo, GLib and ZBar lazily: this target defines
// each C function Larder calls (the declarations are the libraries' own headers, through
// CTesseract, CPoppler and CZBar) and loads the library with dlopen the first time one is
// called. A process that never reads an image, such as the daemon with its OCR in worker
// processes, never maps those libraries and the hundred they depend on.
//
// A call into a library that cannot be loaded ends the process with a message naming the
// package to install. Code that can go on without a library (the daemon reading a label or a
// PDF) asks first with larder_library_problem and reports the message as an error instead.

typedef enum {
    // Tesseract, and the Leptonica it was built with.
    LarderLibraryTesseract,
    // poppler's GLib API, with GLib and GObject.
    LarderLibraryPoppler,
    LarderLibraryCairo,
    LarderLibraryZBar,
} LarderLibrary;

// Opens `library` unless it is open. Returns NULL when it is open; otherwise what is missing and
// which package to install, in a buffer of the calling thread that the next call overwrites.
const char *larder_library_problem(LarderLibrary library);

#endif
