import Foundation

/// UTF-8 bytes on their way to standard output, written in chunks of about 64 KiB: a large
/// output (`mosaic frames` on 100k cells prints megabytes) is never held whole in memory or copied.
struct ChunkedOutput: ~Copyable {
    private var buffer: UnsafeMutablePointer<UInt8>
    /// 64 KiB, or the longest piece appended if longer.
    private var capacity = 1 << 16
    private var count = 0
    private let descriptor: Int32

    /// An empty output for `descriptor` (standard output by default).
    init(descriptor: Int32 = STDOUT_FILENO) {
        self.descriptor = descriptor
        buffer = .allocate(capacity: capacity)
    }

    /// What is not flushed is dropped: a command that fails halfway writes no more.
    deinit { buffer.deallocate() }

    /// Writes what is buffered (call it at the end).
    mutating func flush() {
        Console.write(UnsafeRawBufferPointer(start: buffer, count: count), to: descriptor)
        count = 0
    }

    /// Appends up to `maximumLength` bytes that `write` puts at the pointer it is given,
    /// returning how many it wrote. What is buffered is written first when the piece may not fit.
    mutating func append(upTo maximumLength: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        if count + maximumLength > capacity {
            flush()
            if maximumLength > capacity {
                buffer.deallocate()
                capacity = maximumLength
                buffer = .allocate(capacity: capacity)
            }
        }
        count += write(buffer + count)
    }

    /// Appends pieces through a ``ByteCursor`` (at most `maximumLength` bytes in all).
    mutating func append(upTo maximumLength: Int, _ write: (inout ByteCursor) -> Void) {
        append(upTo: maximumLength) { start in
            var cursor = ByteCursor(position: start)
            write(&cursor)
            return cursor.position - start
        }
    }

    /// Appends a literal.
    mutating func append(_ literal: StaticString) {
        append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Appends a string's UTF-8 bytes.
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends bytes.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        append(upTo: bytes.count) { (cursor: inout ByteCursor) in cursor.write(bytes) }
    }

    /// Appends `count` spaces.
    mutating func appendSpaces(_ count: Int) {
        append(upTo: count) { (cursor: inout ByteCursor) in cursor.writeSpaces(count) }
    }
}

/// Writes pieces one after another from a pointer, into room the caller has made.
struct ByteCursor {
    var position: UnsafeMutablePointer<UInt8>

    // Inlined, so that a literal's copy has a constant length.
    @inline(__always)
    mutating func write(_ literal: StaticString) {
        position.update(from: literal.utf8Start, count: literal.utf8CodeUnitCount)
        position += literal.utf8CodeUnitCount
    }

    mutating func write(_ byte: UInt8) {
        position.pointee = byte
        position += 1
    }

    mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress else { return }
        position.update(from: start, count: bytes.count)
        position += bytes.count
    }

    mutating func writeSpaces(_ count: Int) {
        position.initialize(repeating: UInt8(ascii: " "), count: count)
        position += count
    }
}
