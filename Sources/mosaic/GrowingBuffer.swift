#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Plain values (no references) in memory that doubles as they are added, grown with `realloc`:
/// a large block (`mosaic frames` keeps megabytes for 100k cells) is grown by remapping its
/// pages rather than by copying them into new ones, which cost a page fault for each page of the
/// copy (measured: copies on growth were 40% of the command's page faults).
struct GrowingBuffer<Element: BitwiseCopyable>: ~Copyable {
    /// The first element; `capacity` elements are allocated, of which the caller has set those it uses.
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var capacity: Int

    /// Room for `capacity` elements (at least one), none set.
    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        base = Self.reallocate(nil, count: self.capacity)
    }

    deinit { free(base) }

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
        base = Self.reallocate(base, count: newCapacity)
        capacity = newCapacity
    }

    private static func reallocate(_ pointer: UnsafeMutablePointer<Element>?, count: Int) -> UnsafeMutablePointer<Element> {
        let bytes = count.multipliedReportingOverflow(by: MemoryLayout<Element>.stride)
        precondition(!bytes.overflow, "a buffer of \(count) elements does not fit in memory")
        // malloc's blocks are aligned for every plain type up to 16 bytes (SIMD16 included).
        precondition(MemoryLayout<Element>.alignment <= 16, "GrowingBuffer holds elements aligned to 16 bytes at most")
        guard let memory = realloc(pointer, bytes.partialValue) else {
            fatalError("out of memory: \(bytes.partialValue) bytes")
        }
        return memory.bindMemory(to: Element.self, capacity: count)
    }
}
