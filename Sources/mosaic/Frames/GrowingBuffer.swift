#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
import CMalloc
#endif

/// Plain values (no references) in memory that doubles as they are added. A small block is
/// grown with `realloc`; one of 2 MiB or more is a large block (`large_blocks.h`: on
/// transparent huge pages, grown by remapping its pages rather than copying them).
/// `mosaic frames` keeps megabytes for a large layout, which huge pages map with fewer faults.
struct GrowingBuffer<Element: BitwiseCopyable>: ~Copyable {
    /// The first element; `capacity` elements are allocated, of which the caller has set those it uses.
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var capacity: Int

    /// Room for `capacity` elements (at least one), none set.
    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        base = Self.reallocate(nil, from: 0, to: self.capacity)
    }

    deinit { Self.release(base, count: capacity) }

    /// Makes room for at least `count` elements, keeping the values of those set.
    @inline(__always)
    mutating func reserve(_ count: Int) {
        if count > capacity { grow(to: count) }
    }

    @inline(__always)
    subscript(index: Int) -> Element {
        get { base[index] }
        nonmutating set { base[index] = newValue }
    }

    private mutating func grow(to count: Int) {
        var newCapacity = capacity
        while newCapacity < count { newCapacity *= 2 }
        base = Self.reallocate(base, from: capacity, to: newCapacity)
        capacity = newCapacity
    }

    private static func bytes(_ count: Int) -> Int {
        let bytes = count.multipliedReportingOverflow(by: MemoryLayout<Element>.stride)
        precondition(!bytes.overflow, "a buffer of \(count) elements does not fit in memory")
        return bytes.partialValue
    }

    /// `pointer` (room for `oldCount` elements; nil for none) moved to room for `newCount`, its values kept.
    private static func reallocate(
        _ pointer: UnsafeMutablePointer<Element>?, from oldCount: Int,
        to newCount: Int
    ) -> UnsafeMutablePointer<Element> {
        // malloc's blocks are aligned for every plain type up to 16 bytes (SIMD16 included), mapped ones to pages.
        precondition(MemoryLayout<Element>.alignment <= 16, "GrowingBuffer holds elements aligned to 16 bytes at most")
        let oldBytes = pointer == nil ? 0 : bytes(oldCount)
        let newBytes = bytes(newCount)
        let memory: UnsafeMutableRawPointer?
        #if canImport(Glibc)
        let largeBytes = Int(mosaic_large_block_minimum)
        if newBytes >= largeBytes {
            if oldBytes >= largeBytes {
                memory = mosaic_large_block_resize(pointer, oldBytes, newBytes)
            } else {
                memory = mosaic_large_block_allocate(newBytes)
                if let memory, let pointer {
                    memory.copyMemory(from: pointer, byteCount: oldBytes)
                    free(pointer)
                }
            }
        } else {
            memory = realloc(pointer, newBytes)
        }
        #else
        memory = realloc(pointer, newBytes)
        #endif
        guard let memory else { fatalError("out of memory: \(newBytes) bytes") }
        return memory.bindMemory(to: Element.self, capacity: newCount)
    }

    private static func release(_ pointer: UnsafeMutablePointer<Element>, count: Int) {
        #if canImport(Glibc)
        let bytes = bytes(count)
        if bytes >= Int(mosaic_large_block_minimum) { return mosaic_large_block_free(pointer, bytes) }
        #endif
        free(pointer)
    }
}
