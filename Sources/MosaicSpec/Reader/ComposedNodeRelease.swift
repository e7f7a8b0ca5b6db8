import Yams

/// Frees a composed document node by node, each list and mapping while its children are
/// still held, so that releasing one never frees a chain below it.
///
/// A list or mapping frees its children when it is freed, one call deeper per level. Anchors
/// whose values alias each other (`b: &b [[*a]]`, `c: &c [[*b]]`, ...) chain a few levels of
/// text into one node tens of thousands of levels deep, so releasing a refused file's root at
/// once would overflow the stack. Here every list and mapping is found once (an alias is its
/// anchor's node, and Yams gives each composed node a `Tag` of its own), held in depth-first
/// finishing order, and released from the last finished: a node before anything it holds.
enum ComposedNodeRelease {
    static func release(_ root: consuming Node) {
        var finished: [Node] = []
        var seen = Set<ObjectIdentifier>()
        var pending: [(node: Node, childrenPushed: Bool)] = []
        pending.append((consume root, false))
        while let (node, childrenPushed) = pending.popLast() {
            if childrenPushed {
                finished.append(node)
                continue
            }
            guard seen.insert(ObjectIdentifier(node.tag)).inserted else { continue }
            pending.append((node, true))
            switch node {
            case .scalar:
                break
            case .sequence(let sequence):
                for child in sequence where child.isCollection { pending.append((child, false)) }
            case .mapping(let mapping):
                for (key, value) in mapping {
                    if key.isCollection { pending.append((key, false)) }
                    if value.isCollection { pending.append((value, false)) }
                }
            }
        }
        while !finished.isEmpty { finished.removeLast() }
    }
}

extension Node {
    fileprivate var isCollection: Bool {
        if case .scalar = self { return false }
        return true
    }
}
