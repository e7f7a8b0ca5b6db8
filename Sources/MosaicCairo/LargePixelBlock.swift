import CCairo
import Foundation

#if canImport(Glibc)
import CMalloc
#endif

/// The pixels of a large image surface (a picture strip of 2 MiB or more) in a large block
/// (`large_blocks.h`: on transparent huge pages), owned by the Cairo surface.
///
/// Cairo's own image surfaces take their pixels from `calloc`: a fresh strip then costs one
/// page fault per 4 KiB page, where a large block (rounded up to whole 2 MiB huge pages) costs
/// one per huge page. A freed block is kept for the next surface of its size
/// (``SpareBlocks``), as malloc keeps a freed heap block: a process drawing picture after
/// picture reuses a kept block (cleared, unless its caller paints over every pixel) instead of
/// mapping a new one each time.
enum LargePixelBlock {
    /// A surface of `width` x `height` pixels in `format` on a large block, its pixels transparent
    /// black unless not `cleared` (then a kept block keeps an earlier picture's); nil when the
    /// pixels are smaller than a large block's minimum (2 MiB) or the block cannot be had (then
    /// make an ordinary surface).
    static func makeSurface(format: cairo_format_t, width: Int32, height: Int32, cleared: Bool = true) -> OpaquePointer?
    {
        #if canImport(Glibc)
        let stride = Int(cairo_format_stride_for_width(format, width))
        let size = stride.multipliedReportingOverflow(by: Int(height))
        guard stride > 0, !size.overflow, size.partialValue >= Int(mosaic_large_block_minimum) else { return nil }
        let length = mosaic_large_block_length(size.partialValue)
        let block: UnsafeMutableRawPointer
        if let spare = spares.take(length: length) {
            block = spare
            if cleared { block.initializeMemory(as: UInt8.self, repeating: 0, count: size.partialValue) }
        } else {
            guard let fresh = mosaic_large_block_allocate(size.partialValue) else { return nil }
            block = fresh
        }
        let owner = Unmanaged.passRetained(Owner(block: block, length: length)).toOpaque()
        let surface = cairo_image_surface_create_for_data(
            block.assumingMemoryBound(to: UInt8.self), format,
            width, height, Int32(stride))
        // On failure Cairo calls no destroy function: release the block here.
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
            cairo_surface_set_user_data(surface, ownerKey, owner, { Unmanaged<Owner>.fromOpaque($0!).release() })
                == CAIRO_STATUS_SUCCESS
        else {
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
    /// Gives the block back when Cairo drops its last reference to the surface.
    private final class Owner {
        let block: UnsafeMutableRawPointer
        /// The mapped length (``mosaic_large_block_length``).
        let length: Int

        init(block: UnsafeMutableRawPointer, length: Int) {
            self.block = block
            self.length = length
        }

        deinit { spares.keep(block, length: length) }
    }

    private static let spares = SpareBlocks()

    /// Cairo tells user data apart by the address of a key.
    nonisolated(unsafe) private static let ownerKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)
    #endif
}

#if canImport(Glibc)
/// Freed large blocks kept for reuse: the two freed last (one strip for each of a batch's two
/// workers), each used again only for a surface that needs the same mapped length, so a kept
/// block never holds more memory than the surface it serves.
private final class SpareBlocks: @unchecked Sendable {
    /// Oldest first; guarded by `lock`.
    private var blocks: [(block: UnsafeMutableRawPointer, length: Int)] = []
    private let lock = NSLock()
    private static let limit = 2

    /// A kept block of mapped `length` bytes (its old pixels still in it), no longer kept; nil if none.
    func take(length: Int) -> UnsafeMutableRawPointer? {
        lock.withLock {
            guard let index = blocks.lastIndex(where: { $0.length == length }) else { return nil }
            return blocks.remove(at: index).block
        }
    }

    /// Keeps `block` (of mapped `length` bytes), freeing the oldest kept block when there are too many.
    func keep(_ block: UnsafeMutableRawPointer, length: Int) {
        let evicted: (block: UnsafeMutableRawPointer, length: Int)? = lock.withLock {
            blocks.append((block, length))
            return blocks.count > Self.limit ? blocks.removeFirst() : nil
        }
        if let evicted { mosaic_large_block_free(evicted.block, evicted.length) }
    }
}
#endif
