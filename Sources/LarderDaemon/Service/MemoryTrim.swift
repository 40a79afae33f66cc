/// Gives memory freed by the OCR engines back to the system.
enum MemoryTrim {
    /// glibc keeps freed heap pages for reuse, so an idle daemon's resident size would otherwise stay at its
    /// busiest; `malloc_trim(0)` returns what it can.
    static func returnFreedMemory() {
        #if os(Linux)
            _ = glibcMallocTrim(0)
        #endif
    }
}

#if os(Linux)
    // Declared in <malloc.h>, which the Glibc module does not import; the C signature is
    // `int malloc_trim(size_t pad)`.
    @_silgen_name("malloc_trim")
    private func glibcMallocTrim(_ pad: Int) -> Int32
#endif
