#include "LazyLibrary.h"

#include <CLibraryLoader.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

// Opening is rare (once per library per process), so one lock for all of them is enough.
static pthread_mutex_t opening = PTHREAD_MUTEX_INITIALIZER;

int lazy_library_open(LazyLibrary *library, char *message, size_t size) {
    if (__atomic_load_n(&library->handle, __ATOMIC_ACQUIRE) != NULL) return 1;
    pthread_mutex_lock(&opening);
    void *handle = library->handle;
    // The reason worth telling: a candidate that exists but cannot load (a missing dependency, a
    // missing symbol) says more than the "no such file" of the names that are not installed.
    char reason[512] = "";
    for (const char *const *name = library->candidates; handle == NULL && *name != NULL; name++) {
        handle = dlopen(*name, RTLD_NOW | RTLD_LOCAL);
        const char *detail = handle == NULL ? dlerror() : NULL;
        if (detail != NULL && (reason[0] == '\0' || strstr(reason, "No such file") != NULL)) {
            snprintf(reason, sizeof reason, "%s", detail);
        }
    }
    if (handle != NULL) __atomic_store_n(&library->handle, handle, __ATOMIC_RELEASE);
    pthread_mutex_unlock(&opening);
    if (handle == NULL && message != NULL && size > 0) {
        snprintf(message, size, "%s; install %s (`sudo apt-get install %s`)",
                 reason[0] ? reason : library->candidates[0], library->package, library->package);
    }
    return handle != NULL;
}

// A missing library is an installation problem, not something a caller can recover from halfway
// through a C call, so say what to install and stop. 127: "command not found" in shells.
static void fail(const char *message) {
    fprintf(stderr, "larder: %s\n", message);
    fflush(stderr);
    _exit(127);
}

void *lazy_library_symbol(LazyLibrary *library, void **cache, const char *name) {
    void *address = __atomic_load_n(cache, __ATOMIC_ACQUIRE);
    if (address != NULL) return address;
    char message[768];
    if (!lazy_library_open(library, message, sizeof message)) fail(message);
    address = dlsym(library->handle, name);
    if (address == NULL) {
        snprintf(message, sizeof message, "%s: %s; install %s", name, dlerror(), library->package);
        fail(message);
    }
    // Two threads may both look the symbol up; they store the same address.
    __atomic_store_n(cache, address, __ATOMIC_RELEASE);
    return address;
}

const char *larder_library_problem(LarderLibrary library) {
    static __thread char message[768];
    int opened = 0;
    switch (library) {
    case LarderLibraryTesseract:
        opened = lazy_library_open(&lazy_tesseract, message, sizeof message);
        break;
    case LarderLibraryPoppler:
        opened = lazy_library_open(&lazy_glib, message, sizeof message)
            && lazy_library_open(&lazy_gobject, message, sizeof message)
            && lazy_library_open(&lazy_poppler, message, sizeof message);
        break;
    case LarderLibraryCairo:
        opened = lazy_library_open(&lazy_cairo, message, sizeof message);
        break;
    case LarderLibraryZBar:
        opened = lazy_library_open(&lazy_zbar, message, sizeof message);
        break;
    default:
        snprintf(message, sizeof message, "unknown library %d", (int)library);
    }
    return opened ? NULL : message;
}
