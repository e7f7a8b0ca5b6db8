import Yams

/// Checks a YAML text's shape: how deeply its lists and mappings nest (before it is composed
/// into nodes, and after, with aliases expanded), how many values it stands for once aliases
/// are expanded, and how long its values are.
///
/// Composing (Yams) and decoding both recurse once per nesting level, so a file nested
/// thousands deep would overflow the stack: ``YAMLNestingScan`` measures the nesting from the
/// text, without recursing, before Yams composes it. A few lines of anchors that alias each
/// other (`a: &a [x, x]`, `b: &b [*a, *a]`, ...) stand for billions of nodes (an "alias
/// bomb"), though composing them is cheap (an alias shares its anchor's node); a loop over
/// the composed nodes counts them, aliases expanded, and stops at the first past the limit.
/// Anchors whose values alias each other (`b: &b [[*a]]`, `c: &c [[*b]]`, ...) nest a few
/// levels of text thousands deep; the same loop stops at the first list or mapping deeper
/// than the nesting limit, so decoding never recurses deeper than the text may nest.
/// Each check names where it stops. Syntax errors are left to the composer, which reports
/// them better.
struct YAMLShapeCheck {
    /// What went over a limit, and where (line and column from 1).
    struct Violation: Equatable {
        var message: String
        var hint: String
        var line: Int
        var column: Int
    }

    let limits: DocumentLimits

    /// The first list or mapping of `scan` deeper than the limit, or else the first alias past
    /// the limit on aliases, if any.
    func nestingViolation(in scan: YAMLNestingScan.Result) -> Violation? {
        if let place = scan.tooDeep {
            return Violation(
                message: "lists and mappings nest more than \(limits.maximumNesting) deep here",
                hint: "a layout needs far fewer levels; look for a runaway indentation or unclosed brackets",
                line: place.line, column: place.column)
        }
        if scan.aliases.count > limits.maximumAliases {
            let place = scan.aliases[limits.maximumAliases]
            return Violation(
                message: "alias number \((limits.maximumAliases + 1).formatted): a file may have at most "
                    + "\(limits.maximumAliases.formatted) aliases (*name)",
                hint: "name an item or group under 'items:' or 'groups:' and use its name instead",
                line: place.line, column: place.column)
        }
        return nil
    }

    /// The first value of `root` that is too long, or the value that makes the file stand
    /// for more values than the limit, in document order; `aliases` are where the text's
    /// aliases are (``YAMLNestingScan``), to name the one whose expansion crosses the limit.
    func firstViolation(in root: Node, aliases: [YAMLNestingScan.Position]) -> Violation? {
        var walk = ExpandedWalk(root: root, aliases: aliases)
        var count = 0
        while let (node, alias, level) = walk.next() {
            let place = node.mark.map { YAMLNestingScan.Position(line: $0.line, column: $0.column) }
            if level > limits.maximumNesting {
                let at = alias ?? place
                return Violation(
                    message: "lists and mappings nest more than \(limits.maximumNesting) deep here"
                        + (alias != nil ? " once its aliases are expanded" : ""),
                    hint: "an alias (*name) puts everything its anchor holds where it stands; "
                        + "an anchor that holds an alias of another nests one inside the other",
                    line: at?.line ?? 1, column: at?.column ?? 1)
            }
            if alias == nil, case .scalar(let scalar) = node, scalar.string.utf8.count > limits.maximumValueLength {
                return Violation(
                    message: "this value is \(scalar.string.utf8.count.formatted) bytes long, more than the "
                        + "limit of \(limits.maximumValueLength.formatted)",
                    hint: "shorten it; a cell shows a few lines at most",
                    line: place?.line ?? 1, column: place?.column ?? 1)
            }
            count += 1
            if count > limits.maximumNodes {
                let at = alias ?? place
                return Violation(
                    message: "the file stands for more than \(limits.maximumNodes.formatted) values"
                        + (alias != nil ? " once its aliases are expanded" : ""),
                    hint: alias != nil
                        ? "an alias (*name) repeats everything its anchor holds; aliases of aliases multiply"
                        : "split it into smaller files",
                    line: at?.line ?? 1, column: at?.column ?? 1)
            }
        }
        return nil
    }
}

/// The nodes of a composed document in document order (a node, then its children; a
/// mapping's key before its value), each alias expanded where it stands, without recursing;
/// with each node, the alias whose expansion it is part of, and its level: how many lists and
/// mappings hold it, itself included (the root mapping is at level 1).
///
/// Yams composes an alias as its anchor's node, so an expansion is known by its place: nodes
/// written in the text come in order of their start, and a node that starts before the
/// furthest one met (or where it is, unless it is the first child of a node starting there,
/// as a block mapping and its first key do) repeats an anchor's node. The expansions met
/// outside other expansions are the text's aliases, in order.
private struct ExpandedWalk {
    private var pending:
        [(node: Node, alias: YAMLNestingScan.Position?, parentStart: YAMLNestingScan.Position?, parentLevel: Int)]
    private let aliases: [YAMLNestingScan.Position]
    private var nextAlias = 0
    private var furthest = YAMLNestingScan.Position(line: 0, column: 0)

    init(root: Node, aliases: [YAMLNestingScan.Position]) {
        pending = [(root, nil, nil, 0)]
        self.aliases = aliases
    }

    mutating func next() -> (node: Node, alias: YAMLNestingScan.Position?, level: Int)? {
        guard let (node, inherited, parentStart, parentLevel) = pending.popLast() else { return nil }
        var alias = inherited
        let start = node.mark.map { YAMLNestingScan.Position(line: $0.line, column: $0.column) }
        if alias == nil, let start {
            if start < furthest || (start == furthest && parentStart != start) {
                alias = expandedAlias()
            } else {
                furthest = start
            }
        }
        let childStart = alias == nil ? start : nil
        switch node {
        case .scalar:
            return (node, alias, parentLevel)
        case .sequence(let sequence):
            for (offset, child) in sequence.enumerated().reversed() {
                pending.append((child, alias, offset == 0 ? childStart : nil, parentLevel + 1))
            }
        case .mapping(let mapping):
            for index in mapping.indices.reversed() {
                let pair = mapping[index]
                pending.append((pair.value, alias, nil, parentLevel + 1))
                pending.append((pair.key, alias, index == mapping.startIndex ? childStart : nil, parentLevel + 1))
            }
        }
        return (node, alias, parentLevel + 1)
    }

    /// The text's next alias at or after the furthest node met.
    private mutating func expandedAlias() -> YAMLNestingScan.Position {
        while nextAlias < aliases.count, aliases[nextAlias] < furthest { nextAlias += 1 }
        guard nextAlias < aliases.count else { return furthest }
        defer { nextAlias += 1 }
        return aliases[nextAlias]
    }
}
