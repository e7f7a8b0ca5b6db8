import Foundation

/// Console warnings, printed once per process each, as UIKit prints its layout
/// warnings to the console once.
public final class LayoutWarnings: @unchecked Sendable {
    /// The process-wide warning log.
    public static let shared = LayoutWarnings()

    private let lock = NSLock()
    private var printed: Set<String> = []
    private var sink: @Sendable (String) -> Void = { message in
        FileHandle.standardError.write(Data("[CompositionalLayout] warning: \(message)\n".utf8))
    }

    /// Sends warnings somewhere other than standard error (tests collect them).
    public func redirect(to sink: @escaping @Sendable (String) -> Void) {
        lock.withLock { self.sink = sink }
    }

    /// Prints `message` unless it was printed before.
    func warnOnce(_ message: String) {
        let sink: (@Sendable (String) -> Void)? = lock.withLock {
            printed.insert(message).inserted ? self.sink : nil
        }
        sink?(message)
    }
}
