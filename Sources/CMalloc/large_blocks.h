// Large blocks (megabytes: picture strips, `mosaic frames`' rows) mapped straight from the
// kernel and marked for transparent huge pages (MADV_HUGEPAGE), so that a fresh block costs
// one page fault per 2 MiB instead of one per 4 KiB page. Where the kernel offers no huge
// pages (transparent_hugepage=never, or another system), the advice is ignored and the block
// is ordinary anonymous memory: zeroed, like calloc's.
#ifndef MOSAIC_CMALLOC_LARGE_BLOCKS_H
#define MOSAIC_CMALLOC_LARGE_BLOCKS_H
#include <stddef.h>
#include <stdint.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

/// The huge-page size on x86-64 and arm64 (4 KiB base pages); lengths are rounded up to it,
/// which is what makes Linux place an anonymous mapping on a huge-page boundary.
#define MOSAIC_LARGE_BLOCK_GRAIN ((size_t)2 << 20)

/// The least length that gets a large block: one huge page (a smaller block would be rounded
/// up to one anyway).
static const size_t mosaic_large_block_minimum = MOSAIC_LARGE_BLOCK_GRAIN;

/// `length` rounded up to whole grains; 0 when that overflows.
static inline size_t mosaic_large_block_length(size_t length) {
    if (length > SIZE_MAX - MOSAIC_LARGE_BLOCK_GRAIN) return 0;
    return (length + MOSAIC_LARGE_BLOCK_GRAIN - 1) & ~(MOSAIC_LARGE_BLOCK_GRAIN - 1);
}

/// A zeroed block of `mosaic_large_block_length(length)` bytes, or NULL when none can be mapped.
static inline void *mosaic_large_block_allocate(size_t length) {
    size_t mapped = mosaic_large_block_length(length);
    if (mapped == 0) return NULL;
    void *block = mmap(NULL, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (block == MAP_FAILED) return NULL;
#ifdef MADV_HUGEPAGE
    (void)madvise(block, mapped, MADV_HUGEPAGE);
#endif
    return block;
}

/// `block` (allocated for `old_length`) grown or shrunk for `new_length`, its contents kept up
/// to the shorter length, possibly moved; NULL (and `block` unchanged) when it cannot be.
/// Pages are moved, not copied; the advice travels with them. (Through `syscall`: glibc
/// declares `mremap` only for _GNU_SOURCE, which Swift's import of libc does not define.)
static inline void *mosaic_large_block_resize(void *block, size_t old_length, size_t new_length) {
    size_t mapped = mosaic_large_block_length(new_length);
    if (mapped == 0) return NULL;
    const int may_move = 1;  // MREMAP_MAYMOVE
    long moved = syscall(SYS_mremap, block, mosaic_large_block_length(old_length), mapped, may_move);
    return moved == -1 ? NULL : (void *)moved;
}

/// Returns a block allocated for `length` bytes to the kernel.
static inline void mosaic_large_block_free(void *block, size_t length) {
    if (block) (void)munmap(block, mosaic_large_block_length(length));
}
#endif
