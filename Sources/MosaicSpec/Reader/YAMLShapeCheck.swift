import CYaml
import Foundation

/// Checks a YAML text's shape before it is composed into nodes: how deeply its lists and
/// mappings nest, and how many nodes it stands for once aliases are expanded.
///
/// Composing (Yams) and decoding both recurse once per nesting level, so a file nested
/// thousands deep would overflow the stack; and a few lines of anchors that alias each
/// other (`a: &a [x, x]`, `b: &b [*a, *a]`, ...) stand for billions of nodes (an "alias
/// bomb"). This pass reads libyaml's events in a loop, never recursing, and stops at the
/// first node past a limit, naming where it is. Syntax errors are left to the composer,
/// which reports them better.
struct YAMLShapeCheck {
    /// What went over a limit, and where (line and column from 1).
    struct Violation: Equatable {
        var message: String
        var hint: String
        var line: Int
        var column: Int
    }

    let limits: DocumentLimits

    /// The first violation in `text`, or `nil` when it is within the limits (or is not YAML).
    func firstViolation(in text: String) -> Violation? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer -> Violation? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            return scan(&parser)
        }
    }

    private func scan(_ parser: inout yaml_parser_t) -> Violation? {
        // Per open list or mapping: its anchor and the nodes it stands for so far.
        var open: [(anchor: String?, nodes: Int)] = []
        var anchorSizes: [String: Int] = [:]
        var total = 0
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
            defer { yaml_event_delete(&event) }
            let line = Int(event.start_mark.line) + 1
            let column = Int(event.start_mark.column) + 1
            var added = 0
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return nil
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                if open.count >= limits.maximumNesting {
                    return Violation(
                        message: "lists and mappings nest more than \(limits.maximumNesting) deep here",
                        hint: "a layout needs far fewer levels; look for a runaway indentation or unclosed brackets",
                        line: line, column: column)
                }
                let anchor =
                    event.type == YAML_SEQUENCE_START_EVENT
                    ? Self.string(event.data.sequence_start.anchor) : Self.string(event.data.mapping_start.anchor)
                open.append((anchor, 1))
                continue
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let closed = open.popLast() else { continue }
                if let anchor = closed.anchor { anchorSizes[anchor] = closed.nodes }
                added = closed.nodes
            case YAML_SCALAR_EVENT:
                if event.data.scalar.length > limits.maximumValueLength {
                    return Violation(
                        message: "this value is \(Int(event.data.scalar.length).formatted) bytes long, more than the "
                            + "limit of \(limits.maximumValueLength.formatted)",
                        hint: "shorten it; a cell shows a few lines at most",
                        line: line, column: column)
                }
                if let anchor = Self.string(event.data.scalar.anchor) { anchorSizes[anchor] = 1 }
                added = 1
            case YAML_ALIAS_EVENT:
                added = Self.string(event.data.alias.anchor).flatMap { anchorSizes[$0] } ?? 1
            default:
                continue
            }
            if open.isEmpty {
                total = total.addingSaturating(added)
            } else {
                open[open.count - 1].nodes = open[open.count - 1].nodes.addingSaturating(added)
            }
            let expanded = open.reduce(total) { $0.addingSaturating($1.nodes) }
            if expanded > limits.maximumNodes {
                let alias = event.type == YAML_ALIAS_EVENT
                return Violation(
                    message: "the file stands for more than \(limits.maximumNodes.formatted) values"
                        + (alias ? " once its aliases are expanded" : ""),
                    hint: alias
                        ? "an alias (*name) repeats everything its anchor holds; aliases of aliases multiply"
                        : "split it into smaller files",
                    line: line, column: column)
            }
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}
