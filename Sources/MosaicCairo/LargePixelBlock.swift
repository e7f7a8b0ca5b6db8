import CCairo
#if canImport(Glibc)
import CMalloc
#endif

/// The pixels of a large image surface (a picture strip of 2 MiB or more) in a large block
/// (`large_blocks.h`: on transparent huge pages), owned by the Cairo surface and freed with it.
///
/// Cairo's own image surfaces take their pixels from `calloc`: a fresh 1179x2556 strip then
/// costs one page fault per 4 KiB, about 2,900 faults, where a large block (12 MiB rounded up
/// to 14, whole huge pages) costs 7.
enum LargePixelBlock {
    /// Pixel buffers at least this large get a large block.
    static let minimumBytes = 2 << 20

    /// A surface of `width` x `height` pixels in `format`, cleared to transparent black, on a
    /// large block; nil when the pixels are smaller than ``minimumBytes`` or the block cannot
    /// be had (then make an ordinary surface).
    static func makeSurface(format: cairo_format_t, width: Int32, height: Int32) -> OpaquePointer? {
        #if canImport(Glibc)
        let stride = Int(cairo_format_stride_for_width(format, width))
        let size = stride.multipliedReportingOverflow(by: Int(height))
        guard stride > 0, !size.overflow, size.partialValue >= minimumBytes,
              let block = mosaic_large_block_allocate(size.partialValue) else { return nil }
        let owner = Unmanaged.passRetained(Owner(block: block, length: size.partialValue)).toOpaque()
        let surface = cairo_image_surface_create_for_data(block.assumingMemoryBound(to: UInt8.self), format,
                                                          width, height, Int32(stride))
        // On failure Cairo calls no destroy function: release the block here.
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              cairo_surface_set_user_data(surface, ownerKey, owner, { Unmanaged<Owner>.fromOpaque($0!).release() })
                == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            Unmanaged<Owner>.fromOpaque(owner).release()
            return nil
        }
        return surface
        #else
        return nil
        #endif
    }

    #if canImport(Glibc)
    /// Frees the block when Cairo drops its last reference to the surface.
    private final class Owner {
        let block: UnsafeMutableRawPointer
        let length: Int

        init(block: UnsafeMutableRawPointer, length: Int) {
            self.block = block
            self.length = length
        }

        deinit { mosaic_large_block_free(block, length) }
    }

    /// Cairo tells user data apart by the address of a key.
    nonisolated(unsafe) private static let ownerKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)
    #endif
}
