#include "LazyLibrary.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

// Opening is rare (once per library per process), so one lock for all of them is enough.
static pthread_mutex_t opening = PTHREAD_MUTEX_INITIALIZER;

// A missing library is an installation problem, not something a caller can recover from
// halfway through a C call, so say what to install and stop. 127: "command not found" in shells.
static void fail(const char *what, const char *detail, const char *package) {
    fprintf(stderr, "larder: %s: %s. Install %s (`sudo apt-get install %s`).\n",
            what, detail ? detail : "not found", package, package);
    fflush(stderr);
    _exit(127);
}

static void *open_library(LazyLibrary *library) {
    pthread_mutex_lock(&opening);
    void *handle = library->handle;
    // The first candidate's error names the real problem; later ones only say "no such file".
    char error[512] = "";
    for (const char *const *name = library->candidates; handle == NULL && *name != NULL; name++) {
        handle = dlopen(*name, RTLD_NOW | RTLD_LOCAL);
        const char *detail = handle == NULL ? dlerror() : NULL;
        if (detail != NULL && error[0] == '\0') snprintf(error, sizeof error, "%s", detail);
    }
    if (handle != NULL) __atomic_store_n(&library->handle, handle, __ATOMIC_RELEASE);
    pthread_mutex_unlock(&opening);
    if (handle == NULL) fail(library->candidates[0], error[0] ? error : NULL, library->package);
    return handle;
}

void *lazy_library_symbol(LazyLibrary *library, void **cache, const char *name) {
    void *address = __atomic_load_n(cache, __ATOMIC_ACQUIRE);
    if (address != NULL) return address;
    void *handle = __atomic_load_n(&library->handle, __ATOMIC_ACQUIRE);
    if (handle == NULL) handle = open_library(library);
    address = dlsym(handle, name);
    if (address == NULL) fail(name, dlerror(), library->package);
    // Two threads may both look the symbol up; they store the same address.
    __atomic_store_n(cache, address, __ATOMIC_RELEASE);
    return address;
}
