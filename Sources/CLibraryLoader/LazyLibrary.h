#ifndef LARDER_LAZY_LIBRARY_H
#define LARDER_LAZY_LIBRARY_H

#include <stddef.h>

// One shared library opened on first use. `candidates` are file names for dlopen, tried in
// order (the Debian soname first; then the development symlink, for other distributions).
typedef struct {
    const char *const *candidates;
    // What to install when none of the candidates loads, for the error message.
    const char *package;
    // The dlopen handle, set once.
    void *handle;
} LazyLibrary;

// The libraries, defined beside their functions (Tesseract.c, Poppler.c, ...).
extern LazyLibrary lazy_tesseract, lazy_poppler, lazy_glib, lazy_gobject, lazy_cairo, lazy_zbar;

// Opens `library` unless it is open. Returns 1; or 0 with the reason and the package to install
// in `message`.
int lazy_library_open(LazyLibrary *library, char *message, size_t size);

// The address of `name` in `library` (or in a library it depends on), opening the library on
// first use and caching the address in `*cache`. Exits the process with a message naming the
// package to install when the library or the symbol is missing: a call through a missing
// function cannot continue.
void *lazy_library_symbol(LazyLibrary *library, void **cache, const char *name);

// Defines `name` with the signature the library's header declares (the compiler checks that
// they agree) as a call through the library's own definition.
#define LAZY_FUNCTION(library, result, name, parameters, arguments)                            \
    result name parameters {                                                                   \
        static void *address;                                                                  \
        return ((result(*) parameters)lazy_library_symbol(&library, &address, #name)) arguments; \
    }

// The same for a function that returns nothing.
#define LAZY_PROCEDURE(library, name, parameters, arguments)                                   \
    void name parameters {                                                                     \
        static void *address;                                                                  \
        ((void(*) parameters)lazy_library_symbol(&library, &address, #name)) arguments;        \
    }

#endif
