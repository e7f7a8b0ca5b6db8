#if canImport(Glibc)
import CMalloc
#endif

/// How the process's allocator treats the large blocks a render frees.
///
/// A picture's strips are large blocks of their own (``LargePixelBlock``, on huge pages), but
/// each file also allocates and frees megabytes through malloc: the PNG encoder's buffers and
/// output, pictures read from files. glibc by default raises its mmap threshold to the size of
/// the largest block freed so far and gives the top of a heap back to the kernel when more than
/// twice that is free, so in a batch the next file often faults those pages in again (zeroed
/// by the kernel), and with two workers each returned range also interrupts the other core to
/// flush its TLB. Fixing the thresholds keeps blocks of up to 32 MiB in the heap and up to
/// 64 MiB of free heap for reuse, so the next file reuses pages already faulted in.
///
/// Only for batches: a block taken from the heap is cleared with `memset` where a fresh
/// mapping comes zeroed, so a single file would pay for clearing and reuse nothing.
enum MemoryReuse {
    /// Sets the thresholds; call before the batch's workers start.
    static func keepFreedBlocksForReuse() {
        #if canImport(Glibc)
        _ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
        _ = mallopt(M_TRIM_THRESHOLD, 64 << 20)
        #endif
    }
}
