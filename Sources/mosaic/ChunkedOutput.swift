import Foundation

/// UTF-8 bytes on their way to standard output, written in chunks of 64 KiB: a large output
/// (`mosaic frames` on 100k cells prints megabytes) is never held whole in memory or copied.
struct ChunkedOutput: ~Copyable {
    private static let chunkSize = 1 << 16
    /// Room for one more piece after a chunk is full: every piece is at most this long.
    static let maximumPiece = 1 << 12
    private let buffer: UnsafeMutablePointer<UInt8>
    private var count = 0
    private let descriptor: Int32

    /// An empty output for `descriptor` (standard output by default).
    init(descriptor: Int32 = STDOUT_FILENO) {
        self.descriptor = descriptor
        buffer = .allocate(capacity: Self.chunkSize + Self.maximumPiece)
    }

    /// What is not flushed is dropped: a command that fails halfway writes no more.
    deinit { buffer.deallocate() }

    /// Writes what is buffered (call it at the end).
    mutating func flush() {
        Console.write(UnsafeRawBufferPointer(start: buffer, count: count), to: descriptor)
        count = 0
    }

    /// Appends up to `maximumLength` (at most ``maximumPiece``) bytes that `write` puts at the
    /// pointer it is given, returning how many it wrote.
    mutating func append(upTo maximumLength: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        precondition(maximumLength <= Self.maximumPiece)
        count += write(buffer + count)
        if count >= Self.chunkSize { flush() }
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

    /// Appends bytes of any length.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        var offset = 0
        while offset < bytes.count {
            let length = min(bytes.count - offset, Self.maximumPiece)
            append(upTo: length) { destination in
                destination.update(from: bytes.baseAddress! + offset, count: length)
                return length
            }
            offset += length
        }
    }

    /// Appends `count` spaces.
    mutating func appendSpaces(_ count: Int) {
        var rest = count
        while rest > 0 {
            let piece = min(rest, Self.maximumPiece)
            append(upTo: piece) { destination in
                destination.initialize(repeating: UInt8(ascii: " "), count: piece)
                return piece
            }
            rest -= piece
        }
    }
}

/// Writes pieces one after another from a pointer, into room the caller has made.
struct ByteCursor {
    var position: UnsafeMutablePointer<UInt8>

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
