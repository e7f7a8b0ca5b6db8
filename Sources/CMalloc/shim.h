// glibc's allocator tuning (mallopt and its M_* parameters), which Swift's Glibc module
// does not import, and large blocks on huge pages (large_blocks.h). Part of libc: nothing
// to install or link.
#ifndef MOSAIC_CMALLOC_SHIM_H
#define MOSAIC_CMALLOC_SHIM_H
#include <malloc.h>
#include "large_blocks.h"
#endif
