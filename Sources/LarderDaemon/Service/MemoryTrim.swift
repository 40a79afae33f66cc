/// Gives memory the daemon freed back to the system.
public enum MemoryTrim {
    /// glibc keeps freed heap pages for reuse, so an idle daemon's resident size would otherwise stay at its
    /// busiest; `malloc_trim(0)` returns what it can.
    static func returnFreedMemory() {
        #if os(Linux)
            _ = glibcMallocTrim(0)
        #endif
    }

    /// Fixes glibc's thresholds at their defaults (128 KB). Left alone, glibc raises them each time a large block
    /// is freed (to 64 MB at most), after which the free space at the top of a thread's heap is never returned,
    /// not even by `malloc_trim`: creating the database and seeding the food bank left 5 MB so. Meant for a daemon
    /// whose OCR runs in worker processes; with OCR in the daemon, the raised thresholds save work on every image.
    public static func returnFreedMemoryPromptly() {
        #if os(Linux)
            // <malloc.h>: M_TRIM_THRESHOLD -1, M_MMAP_THRESHOLD -3.
            _ = glibcMallopt(-1, 128 * 1024)
            _ = glibcMallopt(-3, 128 * 1024)
        #endif
    }
}

#if os(Linux)
    // Declared in <malloc.h>, which the Glibc module does not import; the C signatures are
    // `int malloc_trim(size_t pad)` and `int mallopt(int param, int value)`.
    @_silgen_name("malloc_trim")
    private func glibcMallocTrim(_ pad: Int) -> Int32

    @_silgen_name("mallopt")
    private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
