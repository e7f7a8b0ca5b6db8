import Yams

/// What the layout-file fuzzer asks of every input: the nesting ``YAMLNestingScan`` reads
/// from the text is never less than the nesting Yams composes.
package enum YAMLNestingOracle {
    /// Whether the scanned nesting of `text` is at least its composed nesting. True as well
    /// when the scan finds it deeper than `limit` (it is then refused, never composed).
    package static func holds(for text: String, limit: Int = DocumentLimits.standard.maximumNesting) -> Bool {
        let scan = YAMLNestingScan.scan(text, limit: limit)
        return scan.tooDeep != nil || scan.deepest >= composedDepth(of: text)
    }

    /// How deeply the lists and mappings Yams composes from `text` nest: the deepest of its
    /// documents, up to the first syntax error. An alias counts where it stands, as a scalar:
    /// composing refers to its anchor's node without descending into it again. An alias's
    /// node is the one that starts at its anchor, before the alias, so a child that starts
    /// before its parent is an alias.
    package static func composedDepth(of text: String) -> Int {
        guard let documents = try? Yams.compose_all(yaml: text, .basic) else { return 0 }
        var deepest = 0
        for document in documents {
            var pending: [(node: Node, depth: Int, parent: Mark?)] = [(document, 0, nil)]
            while let (node, depth, parent) = pending.popLast() {
                if let parent, let mark = node.mark, startsBefore(mark, parent) {
                    deepest = max(deepest, depth)
                    continue
                }
                switch node {
                case .scalar:
                    deepest = max(deepest, depth)
                case .sequence(let sequence):
                    deepest = max(deepest, depth + 1)
                    pending += sequence.map { ($0, depth + 1, node.mark) }
                case .mapping(let mapping):
                    deepest = max(deepest, depth + 1)
                    pending += mapping.flatMap { [($0.key, depth + 1, node.mark), ($0.value, depth + 1, node.mark)] }
                }
            }
        }
        return deepest
    }

    private static func startsBefore(_ mark: Mark, _ other: Mark) -> Bool {
        (mark.line, mark.column) < (other.line, other.column)
    }
}
