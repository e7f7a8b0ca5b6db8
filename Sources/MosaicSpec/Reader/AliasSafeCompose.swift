import Foundation
import Yams

/// Composes YAML text that has aliases on a thread whose stack holds the deepest chain of
/// them a file within the limits can make.
///
/// When composing fails partway, Yams frees what it composed so far, and anchors whose values
/// alias each other (`b: &b [[*a]]`, `c: &c [[*b]]`, ...) are freed one call per level. A file
/// within ``DocumentLimits`` chains at most ``DocumentLimits/maximumNesting`` levels per alias
/// (64 x 1,001 with the defaults), each about 230 bytes of stack: 15 MB, more than a worker
/// thread's 512 KiB or the main thread's 8 MiB. A text without aliases chains nothing and is
/// composed where it is.
enum AliasSafeCompose {
    /// The stack of the composing thread: reserved address space, used only as deep as a
    /// chain goes.
    static let stackBytes = 64 << 20

    /// The text's root node (nil for an empty text), with Yams' basic resolver: every plain
    /// scalar is a string, and Mosaic reads numbers, booleans, null and `<<` merge keys by
    /// their spelling (Reader), so the default rules' regular expressions are never compiled.
    static func compose(_ text: String, hasAliases: Bool) throws -> Node? {
        guard hasAliases else { return try Yams.compose(yaml: text, .basic) }
        nonisolated(unsafe) var result: Result<Node?, any Error> = .success(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result = Result { try Yams.compose(yaml: text, .basic) }
            done.signal()
        }
        thread.stackSize = stackBytes
        thread.start()
        done.wait()
        return try result.get()
    }
}
