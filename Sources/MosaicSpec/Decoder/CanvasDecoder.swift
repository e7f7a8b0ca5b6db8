import CompositionalLayout
import Foundation
import MosaicContent
import Yams

/// Decodes `canvas:` into a ``Canvas``: a device preset or a size, and the
/// traits, insets and scroll state of the collection view.
struct CanvasDecoder {
    static let keys = [
        "device", "size", "scale", "theme", "safeArea", "contentInset", "contentOffset", "orthogonalOffsets",
        "layoutDirection", "sizeClass", "textSize", "pseudoLocalize", "fullPage", "orthogonal", "anatomy",
    ] + ChromeDecoder.keys

    /// The device a file without `canvas.device` or `canvas.size` is drawn on.
    static let defaultDevice = "iphone-15"

    static let sizeClasses: [(String, UIUserInterfaceSizeClass)] = [("compact", .compact), ("regular", .regular)]
    static let directions: [(String, UITraitEnvironmentLayoutDirection)] = [
        ("ltr", .leftToRight), ("rtl", .rightToLeft), ("leftToRight", .leftToRight), ("rightToLeft", .rightToLeft),
    ]

    let reader: Reader

    /// The canvas, and the `orthogonalOffsets` keys still to be matched with sections (names).
    func canvas(_ node: Node?) -> (Canvas, [(key: String, node: Node, offset: CGFloat)]) {
        let fallback = Canvas(device: Device.named(Self.defaultDevice) ?? Device.presets[0])
        guard let node else { return (fallback, []) }
        guard let fields = reader.fields(node, "canvas", keys: Self.keys) else { return (fallback, []) }
        // A size without a device is a plain canvas: no safe area, 2x.
        var canvas = fields.has("size") && !fields.has("device") ? Canvas(size: fallback.size) : fallback
        if let node = fields["device"], let name = reader.string(node, "device") {
            if let device = Device.named(name) {
                canvas = Canvas(device: device)
            } else {
                let names = Device.presets.map(\.name)
                reader.error("unknown device '\(name)'", at: node,
                             hint: Suggestion.hint(for: name, in: names) ?? "devices: \(names.joined(separator: ", "))")
            }
        }
        if let node = fields["size"], let size = canvasSize(node) {
            canvas.size = size
        }
        if let node = fields["scale"], let scale = reader.number(node, "scale", min: 1) {
            if scale > 4 {
                reader.error("'scale' must be at most 4, not \(Notation.format(scale))", at: node, hint: "use 1, 2 or 3")
            } else {
                canvas.scale = scale
            }
        }
        if let node = fields["theme"] {
            let options = ThemeName.allCases.map { ($0.rawValue, $0) }
            if let theme = reader.choice(node, "theme", options) { canvas.theme = theme }
        }
        if let node = fields["safeArea"], let insets = reader.edgeInsets(node, "safeArea") { canvas.safeArea = insets }
        if let node = fields["contentInset"], let insets = reader.edgeInsets(node, "contentInset") {
            canvas.contentInset = insets
        }
        if let node = fields["contentOffset"] {
            if case .scalar = node {   // a number: scrolled down (or across) by that much
                if let y = reader.number(node, "contentOffset") { canvas.contentOffset = CGPoint(x: 0, y: y) }
            } else if let point = reader.point(node, "contentOffset") {
                canvas.contentOffset = point
            }
        }
        if let node = fields["layoutDirection"],
           let direction = reader.choice(node, "layoutDirection", Self.directions) {
            canvas.layoutDirection = direction
        }
        if let node = fields["sizeClass"], let sizeClass = reader.choice(node, "sizeClass", Self.sizeClasses) {
            canvas.horizontalSizeClass = sizeClass
        }
        if let node = fields["textSize"],
           let size = reader.choice(node, "textSize", UIContentSizeCategory.mosaicNames.map { ($0.name, $0.category) }) {
            canvas.preferredContentSizeCategory = size
        }
        if let node = fields["pseudoLocalize"], let value = reader.bool(node, "pseudoLocalize") {
            canvas.pseudoLocalization = value
        }
        if let node = fields["fullPage"], let value = reader.bool(node, "fullPage") { canvas.fullPage = value }
        if let node = fields["anatomy"], let value = reader.bool(node, "anatomy") { canvas.anatomy = value }
        if let node = fields["orthogonal"] {
            let options = OrthogonalPresentation.allCases.map { ($0.rawValue, $0) }
            if let value = reader.choice(node, "orthogonal", options) { canvas.orthogonal = value }
        }
        canvas.chrome = ChromeDecoder(reader: reader).chrome(fields)
        var named: [(key: String, node: Node, offset: CGFloat)] = []
        if let node = fields["orthogonalOffsets"] {
            if case .mapping(let mapping) = node {
                for (keyNode, valueNode) in mapping {
                    guard let key = keyNode.scalar?.string, let offset = reader.number(valueNode, "orthogonalOffsets.\(key)")
                    else { continue }
                    if let index = Int(key), index >= 0 {
                        canvas.orthogonalOffsets[index] = offset
                    } else {
                        named.append((key, keyNode, offset))
                    }
                }
            } else {
                reader.error("'orthogonalOffsets' must map sections (index or name) to offsets, not \(Reader.describe(node))",
                             at: node, hint: "write e.g. orthogonalOffsets: {1: 120, featured: 40}")
            }
        }
        return (canvas, named)
    }

    /// `375 x 812`, `[375, 812]` or `{width: 375, height: 812}`, in points.
    private func canvasSize(_ node: Node) -> CGSize? {
        guard let size = reader.size(node, "size") else { return nil }
        guard size.width.kind == .absolute, size.height.kind == .absolute, size.width.value > 0, size.height.value > 0 else {
            reader.error("the canvas size must be in points, e.g. 375 x 812", at: node,
                         hint: "fractions and estimates have nothing to be relative to here")
            return nil
        }
        return CGSize(width: size.width.value, height: size.height.value)
    }
}
