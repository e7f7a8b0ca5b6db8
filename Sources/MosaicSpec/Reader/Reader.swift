import Foundation
import Yams

/// A mapping from the file, its keys checked against the ones allowed where it
/// appears. YAML merge keys (`<<: *anchor`) are folded in, explicit keys winning.
struct Fields {
    /// What the mapping is, for messages: `section`, `item 'smallApp'`, ...
    let context: String
    /// The mapping itself.
    let node: Node
    private(set) var values: [String: Node] = [:]
    private(set) var keyPositions: [String: Position] = [:]
    /// The keys in the order they were written.
    private(set) var order: [String] = []

    init(context: String, node: Node) {
        self.context = context
        self.node = node
    }

    /// The value of a key, if it was written.
    subscript(key: String) -> Node? { values[key] }

    /// Whether a key was written.
    func has(_ key: String) -> Bool { values[key] != nil }

    /// Where a key was written (the key itself, not its value).
    func position(of key: String) -> Position? { keyPositions[key] ?? node.position }

    fileprivate mutating func add(_ key: String, _ value: Node, at position: Position?) {
        values[key] = value
        order.append(key)
        if let position { keyPositions[key] = position }
    }

    /// These fields with some keys replaced by those of `other` (for adaptive variants).
    func overridden(by other: Fields) -> Fields {
        var result = self
        for key in other.order {
            if let value = other.values[key] {
                if result.values[key] == nil { result.order.append(key) }
                result.values[key] = value
                result.keyPositions[key] = other.keyPositions[key]
            }
        }
        return result
    }

    /// These fields without some keys.
    func removing(_ keys: Set<String>) -> Fields {
        var result = self
        for key in keys { result.values[key] = nil }
        result.order.removeAll { keys.contains($0) }
        return result
    }
}

/// Reads typed values out of YAML nodes, recording every mistake in
/// ``Diagnostics`` and returning `nil` for a value it could not read.
struct Reader {
    let diagnostics: Diagnostics

    func error(_ message: String, at node: Node, hint: String? = nil) {
        diagnostics.error(message, at: node, hint: hint)
    }

    func error(_ message: String, at position: Position?, hint: String? = nil) {
        diagnostics.error(message, at: position, hint: hint)
    }

    func warning(_ message: String, at node: Node, hint: String? = nil) {
        diagnostics.warning(message, at: node.position, hint: hint)
    }

    func warning(_ message: String, at position: Position?, hint: String? = nil) {
        diagnostics.warning(message, at: position, hint: hint)
    }

    // MARK: Describing

    /// How a node is named in a message: `'abc'`, `a list`, `a mapping`, `nothing`.
    static func describe(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar):
            if isNull(node) { return "nothing" }
            return "'\(scalar.string)'"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        }
    }

    /// Whether the node is an empty or `null` scalar (`key:` with nothing after it).
    static func isNull(_ node: Node) -> Bool {
        guard case .scalar(let scalar) = node else { return false }
        if scalar.style != .plain && scalar.style != .any { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    // MARK: Mappings

    /// Reads a mapping whose keys must be among `keys`. Unknown keys are reported
    /// with the nearest of `keys` + `suggestions`; duplicate keys are reported too.
    ///
    /// `misplaced` names keys that belong somewhere else (`interItemSpacing` → `the group`),
    /// for a better hint than the nearest key.
    func fields(
        _ node: Node, _ context: String, keys: [String], suggestions: [String] = [],
        misplaced: [String: String] = [:], expected: String? = nil
    ) -> Fields? {
        guard case .mapping(let mapping) = node else {
            error(
                "\(context) must be \(expected ?? "a mapping"), not \(Self.describe(node))", at: node,
                hint: Self.mappingHint(for: node))
            return nil
        }
        var fields = Fields(context: context, node: node)
        var merged: [(key: String, value: Node, position: Position?)] = []
        for (keyNode, value) in mapping {
            guard case .scalar(let keyScalar) = keyNode else {
                error("a key in \(context) must be a word, not \(Self.describe(keyNode))", at: keyNode)
                continue
            }
            let key = keyScalar.string
            if key == "<<" {
                merged += mergePairs(value, context)
                continue
            }
            if fields.has(key) {
                error(
                    "duplicate key '\(key)' in \(context)", at: keyNode,
                    hint: "the first is at line \(fields.position(of: key)?.line ?? 0); remove one of them")
                continue
            }
            guard keys.contains(key) else {
                if let place = misplaced[key] {
                    error("'\(key)' does not belong in \(context)", at: keyNode, hint: "move it to \(place)")
                    continue
                }
                let strayText = Self.isNull(value) && key.contains(" ")
                let hint =
                    strayText
                    ? "a ',' inside {...} separates entries: quote text that contains a comma"
                    : Suggestion.hint(for: key, in: keys + suggestions)
                        ?? "expected one of: \(keys.joined(separator: ", "))"
                error("unknown key '\(key)' in \(context)", at: keyNode, hint: hint)
                continue
            }
            fields.add(key, value, at: keyNode.position)
        }
        for pair in merged where !fields.has(pair.key) {
            guard keys.contains(pair.key) else {
                error(
                    "unknown key '\(pair.key)' in \(context) (merged in with '<<')", at: pair.position,
                    hint: Suggestion.hint(for: pair.key, in: keys + suggestions))
                continue
            }
            fields.add(pair.key, pair.value, at: pair.position)
        }
        return fields
    }

    private func mergePairs(_ node: Node, _ context: String) -> [(key: String, value: Node, position: Position?)] {
        switch node {
        case .mapping(let mapping):
            return mapping.compactMap { key, value in
                key.scalar.map { (key: $0.string, value: value, position: key.position) }
            }
        case .sequence(let sequence):
            return sequence.flatMap { mergePairs($0, context) }
        case .scalar:
            error("'<<' in \(context) must merge a mapping (write '<<: *name'), not \(Self.describe(node))", at: node)
            return []
        }
    }

    private static func mappingHint(for node: Node) -> String? {
        if case .scalar(let scalar) = node, scalar.string.contains(": ") {
            return "put a space after the colon and the value on its own indented lines"
        }
        return nil
    }

    // MARK: Lists

    /// The elements of a list; a single value counts as a list of one when `single` is true.
    func list(_ node: Node, _ what: String, single: Bool = false) -> [Node]? {
        switch node {
        case .sequence(let sequence): return Array(sequence)
        case .scalar where Self.isNull(node):
            error("'\(what)' has no value", at: node, hint: "write a list, e.g. [a, b] or one '- a' per line")
            return nil
        default:
            if single { return [node] }
            error(
                "'\(what)' must be a list, not \(Self.describe(node))", at: node,
                hint: "write a list, e.g. [a, b] or one '- a' per line")
            return nil
        }
    }

    // MARK: Scalars

    /// The text of a scalar.
    func string(_ node: Node, _ what: String) -> String? {
        guard case .scalar(let scalar) = node, !Self.isNull(node) else {
            error("'\(what)' must be text, not \(Self.describe(node))", at: node)
            return nil
        }
        return scalar.string
    }

    /// A number (integer or decimal); `min` rejects smaller ones.
    func number(_ node: Node, _ what: String, min: Double? = nil) -> CGFloat? {
        guard case .scalar(let scalar) = node, !Self.isNull(node),
            let value = Double(scalar.string.trimmingCharacters(in: .whitespaces)), value.isFinite
        else {
            error("'\(what)' must be a number, not \(Self.describe(node))", at: node)
            return nil
        }
        if let min, value < min {
            error("'\(what)' must be at least \(Notation.format(CGFloat(min))), not \(scalar.string)", at: node)
            return nil
        }
        if abs(value) > Notation.maximumMagnitude {
            error("'\(what)' is too large: \(scalar.string)", at: node, hint: Notation.magnitudeHint)
            return nil
        }
        return CGFloat(value)
    }

    /// A whole number; `min` rejects smaller ones.
    func int(_ node: Node, _ what: String, min: Int? = nil, max: Int = 1_000_000) -> Int? {
        guard case .scalar(let scalar) = node, !Self.isNull(node),
            let value = Int(scalar.string.trimmingCharacters(in: .whitespaces))
        else {
            error("'\(what)' must be a whole number, not \(Self.describe(node))", at: node)
            return nil
        }
        if let min, value < min {
            error("'\(what)' must be at least \(min), not \(value)", at: node)
            return nil
        }
        if value > max {
            error("'\(what)' must be at most \(max), not \(value)", at: node)
            return nil
        }
        return value
    }

    /// `true` or `false` (YAML's yes/no and on/off are accepted).
    func bool(_ node: Node, _ what: String) -> Bool? {
        if case .scalar(let scalar) = node {
            switch scalar.string.lowercased() {
            case "true", "yes", "on": return true
            case "false", "no", "off": return false
            default: break
            }
        }
        error("'\(what)' must be true or false, not \(Self.describe(node))", at: node)
        return nil
    }

    /// One of a fixed set of words, matched exactly (case-sensitive, like Swift's
    /// enum cases); a near miss is named in the hint.
    func choice<T>(_ node: Node, _ what: String, _ options: [(String, T)]) -> T? {
        guard case .scalar(let scalar) = node, !Self.isNull(node) else {
            error(
                "'\(what)' must be one of \(options.map(\.0).joined(separator: ", ")), not \(Self.describe(node))",
                at: node)
            return nil
        }
        let word = scalar.string.trimmingCharacters(in: .whitespaces)
        if let match = options.first(where: { $0.0 == word }) { return match.1 }
        let names = options.map(\.0)
        let hint = Suggestion.hint(for: word, in: names) ?? "expected one of: \(names.joined(separator: ", "))"
        error("unknown \(what) '\(word)'", at: node, hint: hint)
        return nil
    }

    /// A value written in the compact notation (a dimension, a spacing ...).
    func notation<T>(_ node: Node, _ what: String, _ parse: (String) -> Notation.Result<T>) -> T? {
        guard case .scalar(let scalar) = node, !Self.isNull(node) else {
            error("'\(what)' must be a single value, not \(Self.describe(node))", at: node)
            return nil
        }
        switch parse(scalar.string) {
        case .success(let value): return value
        case .failure(let message, let hint):
            error("\(message) in '\(what)'", at: node, hint: hint)
            return nil
        }
    }
}
