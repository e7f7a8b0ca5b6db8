import CompositionalLayout
import Foundation
import MosaicContent
import Yams

/// Readers for the compound values of layout files: dimensions, sizes, insets,
/// spacing, points, edges, anchors and colours.
extension Reader {
    // MARK: Dimensions and sizes

    static let dimensionKeys = ["fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings"]

    /// `0.5fw`, `44`, `~44`, `~44u`, or UIKit's spelling `{fractionalWidth: 0.5}`.
    func dimension(_ node: Node, _ what: String) -> DimensionSpec? {
        if case .mapping = node {
            guard let fields = fields(node, what, keys: Self.dimensionKeys, expected: "a dimension") else { return nil }
            guard fields.order.count == 1, let key = fields.order.first, let value = fields[key] else {
                error("'\(what)' must name exactly one kind of dimension", at: node, hint: Notation.dimensionHint)
                return nil
            }
            guard let amount = number(value, "\(what).\(key)", min: 0) else { return nil }
            let kind: DimensionSpec.Kind
            switch key {
            case "fractionalWidth": kind = .fractionalWidth
            case "fractionalHeight": kind = .fractionalHeight
            case "absolute": kind = .absolute
            case "estimated": kind = .estimated
            default: kind = .uniformAcrossSiblings
            }
            return DimensionSpec(kind, amount)
        }
        return notation(node, what, Notation.dimension)
    }

    /// `0.5fw x 44`, `[0.5fw, 44]` or `{width: 0.5fw, height: 44}`.
    func size(_ node: Node, _ what: String) -> SizeSpec? {
        switch node {
        case .mapping:
            guard let fields = fields(node, what, keys: ["width", "height"], expected: "a size") else { return nil }
            guard let widthNode = fields["width"], let heightNode = fields["height"] else {
                error("'\(what)' needs both width and height", at: node, hint: "write e.g. {width: 1fw, height: 44}")
                return nil
            }
            let width = dimension(widthNode, "\(what).width")
            let height = dimension(heightNode, "\(what).height")
            guard let width, let height else { return nil }
            return SizeSpec(width: width, height: height)
        case .sequence(let sequence):
            guard sequence.count == 2 else {
                error("'\(what)' must list two dimensions, width and height", at: node, hint: "write e.g. [1fw, 44]")
                return nil
            }
            let width = dimension(sequence[0], "\(what) width")
            let height = dimension(sequence[1], "\(what) height")
            guard let width, let height else { return nil }
            return SizeSpec(width: width, height: height)
        case .scalar:
            return notation(node, what, Notation.size)
        }
    }

    // MARK: Insets

    /// Directional insets: `8` (every edge), `[v, h]`, `[top, leading, bottom, trailing]`,
    /// or `{top, leading, bottom, trailing, horizontal, vertical}`.
    func directionalInsets(_ node: Node, _ what: String) -> NSDirectionalEdgeInsets? {
        guard let (top, leading, bottom, trailing) = insets(node, what, sides: ("leading", "trailing")) else {
            return nil
        }
        return NSDirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }

    /// Absolute insets (a safe area): `8`, `[v, h]`, `[top, left, bottom, right]` or `{top, left, bottom, right}`.
    func edgeInsets(_ node: Node, _ what: String) -> UIEdgeInsets? {
        guard let (top, left, bottom, right) = insets(node, what, sides: ("left", "right")) else { return nil }
        return UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    private func insets(_ node: Node, _ what: String, sides: (String, String))
        -> (CGFloat, CGFloat, CGFloat, CGFloat)?
    {
        let order = "[top, \(sides.0), bottom, \(sides.1)]"
        switch node {
        case .scalar:
            guard let all = number(node, what, min: 0) else { return nil }
            return (all, all, all, all)
        case .sequence(let sequence):
            let values = sequence.enumerated().map { number($1, "\(what)[\($0)]", min: 0) }
            guard values.allSatisfy({ $0 != nil }) else { return nil }
            let v = values.compactMap { $0 }
            switch v.count {
            case 1: return (v[0], v[0], v[0], v[0])
            case 2: return (v[0], v[1], v[0], v[1])
            case 4: return (v[0], v[1], v[2], v[3])
            default:
                error(
                    "'\(what)' must list 1, 2 ([vertical, horizontal]) or 4 \(order) numbers, not \(v.count)",
                    at: node)
                return nil
            }
        case .mapping:
            let keys = ["top", sides.0, "bottom", sides.1, "horizontal", "vertical"]
            guard let fields = fields(node, what, keys: keys, expected: "insets") else { return nil }
            var result: [String: CGFloat] = [:]
            for key in ["vertical", "horizontal", "top", sides.0, "bottom", sides.1] {
                guard let value = fields[key], let amount = number(value, "\(what).\(key)", min: 0) else { continue }
                switch key {
                case "vertical": (result["top"], result["bottom"]) = (amount, amount)
                case "horizontal": (result[sides.0], result[sides.1]) = (amount, amount)
                default: result[key] = amount
                }
            }
            return (result["top"] ?? 0, result[sides.0] ?? 0, result["bottom"] ?? 0, result[sides.1] ?? 0)
        }
    }

    // MARK: Spacing

    /// `8` (fixed), `flex 8` (flexible), or `{fixed: 8}` / `{flexible: 8}`.
    func spacing(_ node: Node, _ what: String) -> SpacingSpec? {
        if case .mapping = node {
            guard let fields = fields(node, what, keys: ["fixed", "flexible"], expected: "a spacing") else {
                return nil
            }
            guard fields.order.count == 1, let key = fields.order.first, let value = fields[key] else {
                error("'\(what)' must be either fixed or flexible", at: node, hint: Notation.spacingHint)
                return nil
            }
            guard let amount = number(value, "\(what).\(key)", min: 0) else { return nil }
            return SpacingSpec(value: amount, flexible: key == "flexible")
        }
        return notation(node, what, Notation.spacing)
    }

    /// One spacing for every edge, or `{leading, top, trailing, bottom, horizontal, vertical}`.
    func edgeSpacing(_ node: Node, _ what: String) -> EdgeSpacingSpec? {
        guard case .mapping(let mapping) = node,
            !mapping.keys.contains(where: { ["fixed", "flexible"].contains($0.scalar?.string ?? "") })
        else {
            guard let all = spacing(node, what) else { return nil }
            return EdgeSpacingSpec(leading: all, top: all, trailing: all, bottom: all)
        }
        let keys = ["leading", "top", "trailing", "bottom", "horizontal", "vertical"]
        guard let fields = fields(node, what, keys: keys, expected: "edge spacing") else { return nil }
        var result = EdgeSpacingSpec()
        for key in ["vertical", "horizontal", "leading", "top", "trailing", "bottom"] {
            guard let value = fields[key], let amount = spacing(value, "\(what).\(key)") else { continue }
            switch key {
            case "vertical": (result.top, result.bottom) = (amount, amount)
            case "horizontal": (result.leading, result.trailing) = (amount, amount)
            case "leading": result.leading = amount
            case "top": result.top = amount
            case "trailing": result.trailing = amount
            default: result.bottom = amount
            }
        }
        return result
    }

    // MARK: Points, edges, anchors

    /// `[x, y]` or `{x, y}`.
    func point(_ node: Node, _ what: String) -> CGPoint? {
        switch node {
        case .sequence(let sequence) where sequence.count == 2:
            let x = number(sequence[0], "\(what) x")
            let y = number(sequence[1], "\(what) y")
            guard let x, let y else { return nil }
            return CGPoint(x: x, y: y)
        case .mapping:
            guard let fields = fields(node, what, keys: ["x", "y"], expected: "a point") else { return nil }
            let x = fields["x"].flatMap { number($0, "\(what).x") } ?? 0
            let y = fields["y"].flatMap { number($0, "\(what).y") } ?? 0
            return CGPoint(x: x, y: y)
        default:
            error(
                "'\(what)' must be a point, not \(Self.describe(node))", at: node, hint: "write [x, y] or {x: 0, y: 10}"
            )
            return nil
        }
    }

    static let edgeNames: [(String, NSDirectionalRectEdge)] = [
        ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
        ("all", .all), ("center", []), ("none", [])
    ]

    /// Edges: `top trailing`, `[top, trailing]`, `center`.
    func edges(_ node: Node, _ what: String) -> NSDirectionalRectEdge? {
        let words: [Node]
        switch node {
        case .sequence(let sequence): words = Array(sequence)
        case .scalar(let scalar) where !Self.isNull(node):
            let parts = scalar.string.split(whereSeparator: { $0 == " " || $0 == "," })
            words = parts.map { Node.scalar(Node.Scalar(String($0), .implicit, .plain, scalar.mark)) }
        default:
            error(
                "'\(what)' must name edges, not \(Self.describe(node))", at: node,
                hint: "write e.g. [top, trailing] or 'top trailing'")
            return nil
        }
        var result: NSDirectionalRectEdge = []
        var ok = true
        for word in words {
            if let edge = choice(word, "edge", Self.edgeNames) { result.formUnion(edge) } else { ok = false }
        }
        return ok ? result : nil
    }

    /// An anchor: edges alone (`[top, trailing]`), or `{edges, absoluteOffset | fractionalOffset}`.
    func anchor(_ node: Node, _ what: String) -> AnchorSpec? {
        guard case .mapping = node else {
            return edges(node, what).map { AnchorSpec(edges: $0) }
        }
        guard
            let fields = fields(
                node, what, keys: ["edges", "absoluteOffset", "fractionalOffset"],
                expected: "an anchor")
        else { return nil }
        guard let edgesNode = fields["edges"] else {
            error("'\(what)' has no 'edges'", at: node, hint: "add e.g. edges: [top, trailing]")
            return nil
        }
        if fields.has("absoluteOffset"), fields.has("fractionalOffset") {
            error(
                "'\(what)' has both absoluteOffset and fractionalOffset", at: fields.position(of: "fractionalOffset"),
                hint: "keep one of them")
            return nil
        }
        guard let edges = edges(edgesNode, "\(what).edges") else { return nil }
        var anchor = AnchorSpec(edges: edges)
        if let offset = fields["absoluteOffset"] {
            guard let point = point(offset, "\(what).absoluteOffset") else { return nil }
            anchor.offset = point
        } else if let offset = fields["fractionalOffset"] {
            guard let point = point(offset, "\(what).fractionalOffset") else { return nil }
            anchor.offset = point
            anchor.fractional = true
        }
        return anchor
    }

    static let alignments: [(String, NSRectAlignment)] = [
        ("top", .top), ("topLeading", .topLeading), ("leading", .leading), ("bottomLeading", .bottomLeading),
        ("bottom", .bottom), ("bottomTrailing", .bottomTrailing), ("trailing", .trailing),
        ("topTrailing", .topTrailing), ("none", .none)
    ]

    static let insetsReferences: [(String, UIContentInsetsReference)] = [
        ("automatic", .automatic), ("none", .none), ("safeArea", .safeArea), ("layoutMargins", .layoutMargins),
        ("readableContent", .readableContent)
    ]

    static let orthogonalBehaviors: [(String, UICollectionLayoutSectionOrthogonalScrollingBehavior)] = [
        ("none", .none), ("continuous", .continuous),
        ("continuousGroupLeadingBoundary", .continuousGroupLeadingBoundary),
        ("paging", .paging), ("groupPaging", .groupPaging), ("groupPagingCentered", .groupPagingCentered)
    ]
}
