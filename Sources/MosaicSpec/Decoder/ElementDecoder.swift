import Foundation
import MosaicContent
import Yams

/// Decodes items and groups, inline or by name, from the file's `items:` and
/// `groups:` definitions. Names are resolved on first use and remembered;
/// unknown names and reference cycles are reported where they are written.
final class ElementDecoder {
    static let itemKeys = ["size", "contentInsets", "edgeSpacing", "supplementaries"]
    static let groupOnlyKeys = ["type", "subitem", "subitems", "count", "repeat", "interItemSpacing", "frames"]
    static let groupKeys = itemKeys + groupOnlyKeys
    static let supplementaryKeys = ["kind", "size", "anchor", "itemAnchor", "contentInsets", "zIndex", "text"]
    static let customItemKeys = ["frame", "zIndex"]

    /// Keys of sections that people put on groups by mistake.
    static let sectionKeysInGroup = Dictionary(
        uniqueKeysWithValues: [
            "interGroupSpacing", "orthogonalScrollingBehavior", "boundaryItems", "header", "footer", "decorations",
            "background", "itemCount", "content", "contentInsetsReference"
        ].map { ($0, "the section") })

    /// The kind a supplementary gets when none is written.
    static let defaultSupplementaryKind = LayoutContent.badgeKind

    private struct Definition {
        let name: String
        let node: Node
        let isGroup: Bool
        let keyPosition: Position?
    }

    private enum State {
        case decoding
        case done(ItemSpec?)
    }

    let reader: Reader
    let limits: DocumentLimits
    /// How many groups are being decoded inside one another.
    private var groupDepth = 0
    private var definitions: [String: Definition] = [:]
    private var definitionOrder: [String] = []
    private var states: [String: State] = [:]
    /// The chain of names being decoded, to name a cycle.
    private var stack: [String] = []

    /// Pixels per point of the file's canvas, below which a size is reported (``SubPixelSizes``).
    let canvasScale: CGFloat

    init(reader: Reader, limits: DocumentLimits = .standard, canvasScale: CGFloat = 2) {
        self.reader = reader
        self.limits = limits
        self.canvasScale = canvasScale
    }

    // MARK: Definitions

    /// Registers the `items:` or `groups:` mapping of the file.
    func define(_ node: Node, groups: Bool) {
        let section = groups ? "groups" : "items"
        guard case .mapping(let mapping) = node else {
            reader.error(
                "'\(section)' must be a mapping of names to definitions, not \(Reader.describe(node))", at: node,
                hint: "write e.g. \(section):\n  \(groups ? "featured" : "smallApp"): {size: 1fw x 44}")
            return
        }
        for (keyNode, value) in mapping {
            guard let name = keyNode.scalar?.string, !name.isEmpty else {
                reader.error("a name in '\(section)' must be a word", at: keyNode)
                continue
            }
            if let existing = definitions[name] {
                let other = existing.isGroup ? "groups" : "items"
                reader.error(
                    "'\(name)' is defined twice", at: keyNode,
                    hint: "the other is in '\(other)' at line \(existing.keyPosition?.line ?? 0); rename one")
                continue
            }
            definitions[name] = Definition(name: name, node: value, isGroup: groups, keyPosition: keyNode.position)
            definitionOrder.append(name)
        }
    }

    /// Decodes definitions nothing referred to, so their mistakes are reported too.
    func decodeUnused() {
        for name in definitionOrder where states[name] == nil {
            _ = resolve(name, at: nil, wantGroup: false)
        }
    }

    /// The names defined, items and groups.
    var definedNames: [String] { definitionOrder }

    // MARK: Elements

    /// A subitem: a name, or an inline item or group (a group when it has any group key).
    func element(_ node: Node, _ context: String) -> ItemSpec? {
        switch node {
        case .scalar where !Reader.isNull(node):
            return reference(node, wantGroup: false)
        case .mapping(let mapping):
            let isGroup = mapping.keys.contains { Self.groupOnlyKeys.contains($0.scalar?.string ?? "") }
            return isGroup ? group(node, context) : item(node, context)
        default:
            reader.error(
                "\(context) must be an item, a group or the name of one, not \(Reader.describe(node))", at: node,
                hint: "write a name defined under 'items:' or 'groups:', or {size: 0.5fw x 1fh}")
            return nil
        }
    }

    /// A section's group: a name from `groups:` or an inline group.
    func sectionGroup(_ node: Node, _ context: String) -> ItemSpec? {
        switch node {
        case .scalar where !Reader.isNull(node):
            return reference(node, wantGroup: true)
        case .mapping:
            return group(node, context)
        default:
            reader.error(
                "\(context) must be a group or the name of one, not \(Reader.describe(node))", at: node,
                hint: "write a name defined under 'groups:', or {size: 1fw x 44, subitems: [...]}")
            return nil
        }
    }

    private func reference(_ node: Node, wantGroup: Bool) -> ItemSpec? {
        guard let name = node.scalar?.string.trimmingCharacters(in: .whitespaces) else { return nil }
        return resolve(name, at: node, wantGroup: wantGroup)
    }

    private func resolve(_ name: String, at node: Node?, wantGroup: Bool) -> ItemSpec? {
        guard let definition = definitions[name] else {
            let candidates = definitionOrder.filter { !wantGroup || definitions[$0]?.isGroup == true }
            let what = wantGroup ? "group" : "item or group"
            let hint =
                Suggestion.hint(for: name, in: candidates)
                ?? (candidates.isEmpty
                    ? "define it under '\(wantGroup ? "groups" : "items"):'"
                    : "defined names: \(candidates.joined(separator: ", "))")
            reader.error("unknown \(what) '\(name)'", at: node?.position, hint: hint)
            return nil
        }
        if wantGroup && !definition.isGroup {
            reader.error(
                "'\(name)' is an item, not a group", at: node?.position,
                hint: "a section needs a group: define one under 'groups:' with subitems: [\(name)]")
            return nil
        }
        switch states[name] {
        case .done(let spec):
            return spec
        case .decoding:
            let cycle = (stack.drop { $0 != name } + [name]).joined(separator: " → ")
            reader.error(
                "reference cycle: \(cycle)", at: node?.position,
                hint: "a group cannot contain itself; break the cycle")
            return nil
        case nil:
            states[name] = .decoding
            stack.append(name)
            let kind = definition.isGroup ? "group '\(name)'" : "item '\(name)'"
            let spec = definition.isGroup ? group(definition.node, kind) : item(definition.node, kind)
            stack.removeLast()
            states[name] = .done(spec)
            return spec
        }
    }

    // MARK: Items

    /// An item: `{size, contentInsets, edgeSpacing, supplementaries}`.
    func item(_ node: Node, _ context: String) -> ItemSpec? {
        guard
            let fields = reader.fields(
                node, context, keys: Self.groupKeys, misplaced: Self.sectionKeysInGroup,
                expected: "an item (a mapping)")
        else { return nil }
        // Only items under `items:` get here with group keys: inline mappings with them are groups.
        var ok = true
        for key in Self.groupOnlyKeys where fields.has(key) {
            reader.error(
                "'\(key)' belongs to groups, not items", at: fields.position(of: key),
                hint: "define \(context.replacingOccurrences(of: "item ", with: "")) under 'groups:'")
            ok = false
        }
        var spec = ItemSpec(size: .fill)
        return common(fields, into: &spec) && ok ? spec : nil
    }

    /// The keys items and groups share. Returns false when something could not be read.
    private func common(_ fields: Fields, into spec: inout ItemSpec) -> Bool {
        var ok = true
        if let node = fields["size"] {
            if let size = reader.size(node, "size") {
                spec.size = size
                SilentDropWarnings(reader: reader).checkOnePoint(size, at: node)
                SubPixelSizes(reader: reader, scale: canvasScale).check(size, at: node)
            } else {
                ok = false
            }
        }
        if let node = fields["contentInsets"] {
            if let insets = reader.directionalInsets(node, "contentInsets") {
                spec.contentInsets = insets
            } else {
                ok = false
            }
        }
        if let node = fields["edgeSpacing"] {
            if let spacing = reader.edgeSpacing(node, "edgeSpacing") { spec.edgeSpacing = spacing } else { ok = false }
        }
        if let node = fields["supplementaries"] {
            if let list = reader.list(node, "supplementaries") {
                for (index, entry) in list.enumerated() {
                    if let supplementary = supplementary(entry, "supplementaries[\(index)]") {
                        spec.supplementaries.append(supplementary)
                    } else {
                        ok = false
                    }
                }
            } else {
                ok = false
            }
        }
        return ok
    }

    /// A supplementary view (badge): `{kind, size, anchor, itemAnchor, contentInsets, zIndex, text}`.
    func supplementary(_ node: Node, _ context: String) -> SupplementarySpec? {
        guard
            let fields = reader.fields(
                node, context, keys: Self.supplementaryKeys,
                expected: "a supplementary item (a mapping)")
        else { return nil }
        var ok = true
        var spec = SupplementarySpec(
            kind: Self.defaultSupplementaryKind,
            size: SizeSpec(width: DimensionSpec(.absolute, 20), height: DimensionSpec(.absolute, 20)),
            anchor: AnchorSpec(edges: [.top, .trailing]))
        if let node = fields["kind"] {
            if let kind = reader.string(node, "kind") {
                spec.kind = SectionDecoder.elementKind(kind)
            } else {
                ok = false
            }
        }
        if let node = fields["size"] {
            if let size = reader.size(node, "size") {
                spec.size = size
                SubPixelSizes(reader: reader, scale: canvasScale).check(size, at: node)
            } else {
                ok = false
            }
        } else {
            reader.error("\(context) has no 'size'", at: fields.node, hint: "add e.g. size: 20 x 20")
            ok = false
        }
        if let node = fields["anchor"] {
            if let anchor = reader.anchor(node, "anchor") { spec.anchor = anchor } else { ok = false }
        }
        if let node = fields["itemAnchor"] {
            if let anchor = reader.anchor(node, "itemAnchor") { spec.itemAnchor = anchor } else { ok = false }
        }
        if let node = fields["contentInsets"] {
            if let insets = reader.directionalInsets(node, "contentInsets") {
                spec.contentInsets = insets
            } else {
                ok = false
            }
        }
        if let node = fields["zIndex"] {
            if let z = reader.int(node, "zIndex", min: -1_000_000) { spec.zIndex = z } else { ok = false }
        }
        if let node = fields["text"] {
            if let text = reader.string(node, "text") { spec.text = text } else { ok = false }
        }
        return ok ? spec : nil
    }

    // MARK: Groups

    static let groupTypes: [(String, String)] = [
        ("horizontal", "horizontal"), ("vertical", "vertical"), ("custom", "custom")
    ]

    /// A group: `{type, size, subitem | subitems, count | repeat, interItemSpacing, frames, ...item keys}`.
    func group(_ node: Node, _ context: String) -> ItemSpec? {
        // Checked before recursing: names can nest groups without nesting the YAML.
        guard groupDepth < limits.maximumGroupNesting else {
            reader.error(
                "groups nest more than \(limits.maximumGroupNesting) deep here (\(context))", at: node,
                hint: "a layout needs a few levels; look for a chain of groups naming each other")
            return nil
        }
        groupDepth += 1
        defer { groupDepth -= 1 }
        guard let spec = groupWithoutLimits(node, context) else { return nil }
        if spec.cellsPerCopy > limits.maximumCellsPerGroup {
            // cellsPerCopy stops counting at a million.
            let cells = spec.cellsPerCopy.formatted + (spec.cellsPerCopy >= 1_000_000 ? " or more" : "")
            reader.error(
                "\(context) holds \(cells) cells, more than the limit of "
                    + "\(limits.maximumCellsPerGroup.formatted) for one group", at: node,
                hint: "nested 'count's and 'repeat's multiply; lower them")
            return nil
        }
        return spec
    }

    private func groupWithoutLimits(_ node: Node, _ context: String) -> ItemSpec? {
        guard
            let fields = reader.fields(
                node, context, keys: Self.groupKeys, misplaced: Self.sectionKeysInGroup,
                expected: "a group (a mapping)")
        else {
            return nil
        }
        var ok = true
        var spec = ItemSpec(size: .fill)
        if !fields.has("size") {
            reader.error("\(context) has no 'size'", at: fields.node, hint: "add e.g. size: 1fw x 44")
            ok = false
        }
        ok = common(fields, into: &spec) && ok

        var type = "horizontal"
        if let node = fields["type"] {
            if let value = reader.choice(node, "group type", Self.groupTypes) { type = value } else { ok = false }
        }

        var group = GroupSpec(arrangement: type == "vertical" ? .vertical : .horizontal, subitems: [])
        if let node = fields["interItemSpacing"] {
            if let spacing = reader.spacing(node, "interItemSpacing") {
                group.interItemSpacing = spacing
            } else {
                ok = false
            }
        }

        if type == "custom" {
            for key in ["subitem", "subitems", "count", "repeat"] where fields.has(key) {
                reader.error(
                    "a custom group places its items at 'frames', so '\(key)' has no effect",
                    at: fields.position(of: key), hint: "remove '\(key)', or use type: horizontal or vertical")
                ok = false
            }
            guard let framesNode = fields["frames"] else {
                reader.error(
                    "\(context) is custom but has no 'frames'", at: fields.node,
                    hint: "add e.g. frames: [[0, 0, 100, 100], [100, 0, 50, 50]]")
                return nil
            }
            guard let frames = customFrames(framesNode), ok else { return nil }
            group.arrangement = .custom(frames)
            spec.group = group
            return spec
        }
        if fields.has("frames") {
            reader.error(
                "'frames' needs type: custom", at: fields.position(of: "frames"),
                hint: "add type: custom, or remove 'frames'")
            ok = false
        }

        // Subitems.
        let singleNode = fields["subitem"]
        let listNode = fields["subitems"]
        var subitems: [ItemSpec] = []
        switch (singleNode, listNode) {
        case (nil, nil):
            reader.error(
                "\(context) has no subitems", at: fields.node,
                hint: "add 'subitem:' (one item, maybe with count) or 'subitems:' (a list)")
            ok = false
        case (.some, .some):
            reader.error(
                "\(context) has both 'subitem' and 'subitems'", at: fields.position(of: "subitems"),
                hint: "keep one of them")
            ok = false
        case (.some(let node), nil):
            if let item = element(node, "subitem") { subitems = [item] } else { ok = false }
        case (nil, .some(let node)):
            if let list = reader.list(node, "subitems") {
                if list.isEmpty {
                    reader.error("'subitems' is empty", at: node, hint: "list at least one item")
                    ok = false
                }
                for (index, entry) in list.enumerated() {
                    if let item = element(entry, "subitems[\(index)]") { subitems.append(item) } else { ok = false }
                }
            } else {
                ok = false
            }
        }
        group.subitems = subitems

        // Count and repeat.
        if fields.has("count"), fields.has("repeat") {
            reader.error(
                "\(context) has both 'count' and 'repeat'", at: fields.position(of: "repeat"),
                hint: "count splits the group into equal items; repeat repeats the subitem at its own size; keep one")
            ok = false
        } else if let key = ["count", "repeat"].first(where: { fields.has($0) }), let node = fields[key] {
            if let listNode, case .sequence(let list) = listNode, list.count != 1 {
                reader.error(
                    "'\(key)' needs exactly one subitem, but 'subitems' lists \(list.count)",
                    at: fields.position(of: key), hint: "write 'subitem:' with the one item to \(key)")
                ok = false
            }
            if let n = reader.int(node, key, min: 1, max: 10_000) {
                group.repetition = key == "count" ? .equalSplit(n) : .repeating(n)
            } else {
                ok = false
            }
        }
        spec.group = group
        return ok ? spec : nil
    }

    /// `frames:` of a custom group: `[x, y, width, height]` or `{frame: [x, y, w, h], zIndex}`.
    private func customFrames(_ node: Node) -> [CustomItemSpec]? {
        guard let list = reader.list(node, "frames") else { return nil }
        var result: [CustomItemSpec] = []
        var ok = true
        for (index, entry) in list.enumerated() {
            let what = "frames[\(index)]"
            var frameNode = entry
            var z = 0
            if case .mapping = entry {
                guard let fields = reader.fields(entry, what, keys: Self.customItemKeys, expected: "a frame") else {
                    ok = false
                    continue
                }
                guard let f = fields["frame"] else {
                    reader.error("\(what) has no 'frame'", at: entry, hint: "add frame: [x, y, width, height]")
                    ok = false
                    continue
                }
                frameNode = f
                if let zNode = fields["zIndex"] {
                    if let value = reader.int(zNode, "zIndex", min: -1_000_000) { z = value } else { ok = false }
                }
            }
            guard case .sequence(let numbers) = frameNode, numbers.count == 4 else {
                reader.error("\(what) must be [x, y, width, height], not \(Reader.describe(frameNode))", at: frameNode)
                ok = false
                continue
            }
            let values = numbers.enumerated().map { reader.number($1, "\(what)[\($0)]") }
            guard values.allSatisfy({ $0 != nil }) else {
                ok = false
                continue
            }
            let v = values.compactMap { $0 }
            guard v[2] >= 0, v[3] >= 0 else {
                reader.error("\(what) has a negative width or height", at: frameNode)
                ok = false
                continue
            }
            result.append(CustomItemSpec(frame: CGRect(x: v[0], y: v[1], width: v[2], height: v[3]), zIndex: z))
        }
        return ok ? result : nil
    }
}
