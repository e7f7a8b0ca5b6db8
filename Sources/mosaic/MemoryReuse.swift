#if canImport(Glibc)
import CMalloc
#endif

/// How the process's allocator treats the large blocks a render frees.
///
/// A picture is drawn in strips of up to 4096 rows (10-20 MB each), freed when the file is
/// done. glibc by default raises its mmap threshold to the size of the largest block freed so far
/// and gives the top of a heap back to the kernel when more than twice that is free, so in a
/// batch the next file's strip often faults its pages in again (zeroed by the kernel),
/// and with two workers each returned range also interrupts the other core to flush its
/// TLB. Fixing the thresholds keeps blocks of up to 32 MiB in the heap and up to 64 MiB of
/// free heap for reuse: a render of the 24 samples takes about 14,000 page faults instead of
/// 26,000 on one core (19,000 instead of 34,500 on two), with the same peak memory.
///
/// Only for batches: a block taken from the heap is cleared with `memset` where a fresh
/// mapping comes zeroed, so a single file would pay for clearing its strip (12 M
/// instructions for a 1179×2556 picture) and reuse nothing.
enum MemoryReuse {
    /// Sets the thresholds; call before the batch's workers start.
    static func keepFreedBlocksForReuse() {
        #if canImport(Glibc)
        _ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
        _ = mallopt(M_TRIM_THRESHOLD, 64 << 20)
        #endif
    }
}
