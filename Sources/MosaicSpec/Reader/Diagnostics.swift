import Foundation
import Yams

/// Collects the mistakes found while decoding one file, so decoding can go on
/// and report them all at once.
final class Diagnostics {
    /// The file name used in messages.
    let file: String
    private(set) var errors: [SpecError] = []
    /// Things that decode but do nothing or look like slips, in the order found.
    private(set) var warnings: [SpecError] = []
    /// Where each image path was first written, for errors found only when drawing.
    var imagePositions: [String: Position] = [:]

    init(file: String) {
        self.file = file
    }

    /// Records a mistake at a position in the file (line 0 when there is none).
    func error(_ message: String, at position: Position?, hint: String? = nil) {
        errors.append(
            SpecError(
                file: file, line: position?.line ?? 0, column: position?.column ?? 0,
                message: message, hint: hint))
    }

    /// Records a warning at a position in the file.
    func warning(_ message: String, at position: Position?, hint: String? = nil) {
        var warning = SpecError(
            file: file, line: position?.line ?? 0, column: position?.column ?? 0,
            message: message, hint: hint)
        warning.isWarning = true
        warnings.append(warning)
    }

    /// Records a mistake at a node's position.
    func error(_ message: String, at node: Node, hint: String? = nil) {
        error(message, at: node.position, hint: hint)
    }

    var hasErrors: Bool { !errors.isEmpty }

    /// Maps an error thrown by Yams (a syntax error) to a ``SpecError`` with its position.
    func yamlError(_ error: Error) {
        guard let yaml = error as? YamlError else {
            self.error("cannot read the file: \(error.localizedDescription)", at: nil)
            return
        }
        switch yaml {
        case .scanner(let context, let problem, let mark, let text),
            .parser(let context, let problem, let mark, let text),
            .composer(let context, let problem, let mark, let text):
            let what = context.map { "\(problem) \($0.text)" } ?? problem
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let line = lines.indices.contains(mark.line - 1) ? String(lines[mark.line - 1]) : ""
            self.error("YAML syntax error: \(what)", at: Position(mark), hint: Self.syntaxHint(problem, line: line))
        case .reader(let problem, let offset, _, let yaml):
            let mark = offset.flatMap { Self.mark(ofOffset: $0, in: yaml) }
            self.error("cannot read the file: \(problem)", at: mark, hint: "save the file as UTF-8")
        default:
            self.error("YAML error: \(yaml)", at: nil)
        }
    }

    /// A line and column for a character offset into `text`.
    static func mark(ofOffset offset: Int, in text: String) -> Position? {
        var line = 1
        var column = 1
        var index = 0
        for scalar in text.unicodeScalars {
            if index == offset { break }
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
        return Position(line: line, column: column)
    }

    private static func syntaxHint(_ problem: String, line: String) -> String? {
        if problem.contains("tab") || line.prefix(while: { $0 == " " || $0 == "\t" }).contains("\t") {
            return "indent with spaces, not tabs"
        }
        if problem.contains("expected ',' or '}'") {
            return "a {...} mapping is not closed with '}', or a comma is missing between its entries"
        }
        if problem.contains("expected ',' or ']'") {
            return "a [...] list is not closed with ']', or a comma is missing between its entries"
        }
        if problem.contains("mapping values are not allowed") {
            return "a value containing ': ' must be quoted"
        }
        if problem.contains("did not find expected key") || problem.contains("block mapping") {
            return "check the indentation of this line and the one before"
        }
        return nil
    }
}

/// A line and column in a file, both counting from 1.
struct Position: Equatable, Hashable, Sendable {
    var line: Int
    var column: Int

    init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    init(_ mark: Mark) {
        self.init(line: mark.line, column: mark.column)
    }
}

extension Node {
    /// Where the node starts in the file.
    var position: Position? { mark.map(Position.init) }
}
