#ifndef LARDER_CLIBRARYLOADER_H
#define LARDER_CLIBRARYLOADER_H

// Larder links Tesseract, Leptonica, poppler, cairo, GLib and ZBar lazily: this target defines
// each C function Larder calls (the declarations are the libraries' own headers, through
// CTesseract, CPoppler and CZBar) and loads the library with dlopen the first time one is
// called. A process that never reads an image, such as the daemon with its OCR in worker
// processes, never maps those libraries and the hundred they depend on.
//
// Nothing here is for Swift to call.

#endif
