import Foundation

/// One mistake in a layout file, with where it is and, when one can be guessed,
/// what was probably meant.
///
/// Its description reads like a compiler's:
/// `list.yaml:12:5: error: unknown key 'interGroupSpasing' in section; did you mean 'interGroupSpacing'?`
public struct SpecError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The file as the user named it (or `<input>` for a string).
    public var file: String
    /// The line, counting from 1 (0 when the mistake is not at one place, e.g. an unreadable file).
    public var line: Int
    /// The column, counting from 1, in Unicode scalars.
    public var column: Int
    /// What is wrong, e.g. `unknown key 'interGroupSpasing' in section`.
    public var message: String
    /// How to fix it, e.g. `did you mean 'interGroupSpacing'?`; `nil` when there is no good guess.
    public var hint: String?
    /// Whether it is a warning: the file decodes and draws, but something in it does nothing
    /// or looks like a slip (see ``LayoutDocument/warnings``).
    public var isWarning = false

    /// Creates an error.
    public init(file: String, line: Int, column: Int, message: String, hint: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.hint = hint
    }

    /// `file:line:column: error: message; hint` (`warning:` for a warning).
    public var description: String {
        let place = line > 0 ? "\(file):\(line):\(column)" : file
        return "\(place): \(isWarning ? "warning" : "error"): \(message)" + (hint.map { "; \($0)" } ?? "")
    }
}

/// Every mistake found in a layout file, in the order they appear in it.
///
/// Decoding goes on past the first mistake, so one run reports them all.
public struct SpecErrors: Error, Sendable, CustomStringConvertible, LocalizedError {
    /// The mistakes, sorted by line and column.
    public var errors: [SpecError]

    /// Creates the error from a list of mistakes (sorted and de-duplicated here).
    public init(_ errors: [SpecError]) {
        var seen = Set<SpecError>()
        self.errors = errors.filter { seen.insert($0).inserted }
            .sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    /// One line per mistake.
    public var description: String { errors.map(\.description).joined(separator: "\n") }

    public var errorDescription: String? { description }
}
