import Foundation

/// Reports the progress of a batch of renders on standard error, from any thread:
/// a progress bar redrawn in place on a terminal, one plain line per file otherwise
/// (logs, CI). Errors are always printed in full, above the bar.
final class Progress: @unchecked Sendable {
    enum Mode {
        /// A bar redrawn in place.
        case bar
        /// One line per finished file.
        case lines
        /// Errors only.
        case quiet
    }

    private let total: Int
    private let mode: Mode
    private let lock = NSLock()
    private var done = 0
    private var barShown = false

    init(total: Int, mode: Mode) {
        self.total = total
        self.mode = mode
    }

    /// The mode for the current standard error: a bar on a terminal, lines otherwise.
    static func automaticMode(quiet: Bool) -> Mode {
        quiet ? .quiet : (Console.errorIsTerminal ? .bar : .lines)
    }

    /// Shows the empty bar.
    func start() {
        guard mode == .bar, total > 1 else { return }
        lock.lock()
        defer { lock.unlock() }
        drawBar(current: nil)
    }

    /// A file was done: `line` says what was written.
    func finished(_ name: String, line: String) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        switch mode {
        case .lines: Console.error(line)
        case .bar: total > 1 ? drawBar(current: name) : Console.error(line)
        case .quiet: break
        }
    }

    /// A file failed: `message` is printed whole, whatever the mode.
    func failed(_ message: String) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        clearBar()
        Console.error(message)
        if mode == .bar, total > 1 { drawBar(current: nil) }
    }

    /// Prints a warning above the bar (not in quiet mode).
    func warn(_ message: String) {
        guard mode != .quiet else { return }
        lock.lock()
        defer { lock.unlock() }
        clearBar()
        Console.error(message)
        if mode == .bar, total > 1 { drawBar(current: nil) }
    }

    /// Removes the bar and prints the summary line (not in quiet mode).
    func end(summary: String) {
        lock.lock()
        defer { lock.unlock() }
        clearBar()
        if mode != .quiet { Console.error(summary) }
    }

    private func clearBar() {
        guard barShown else { return }
        Console.write("\r\u{1B}[2K", to: STDERR_FILENO)
        barShown = false
    }

    private func drawBar(current: String?) {
        let counter = " \(done)/\(total)"
        let label = current.map { "  \($0)" } ?? ""
        let width = max(10, min(40, Console.terminalWidth - counter.count - 4 - 20))
        let filled = total == 0 ? width : width * done / total
        let bar = "[" + String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled) + "]"
        var line = bar + counter + label
        let limit = Console.terminalWidth - 1
        if line.count > limit { line = String(line.prefix(limit)) }
        Console.write("\r\u{1B}[2K" + line, to: STDERR_FILENO)
        barShown = true
    }
}
