import CompositionalLayout
import Foundation
import MosaicContent
import Yams

/// Decodes `canvas:` into a ``Canvas``: a device preset or a size, and the
/// traits, insets and scroll state of the collection view.
struct CanvasDecoder {
    static let keys =
        [
            "device", "orientation", "size", "scale", "theme", "safeArea", "contentInset", "contentOffset",
            "orthogonalOffsets",
            "layoutDirection", "sizeClass", "textSize", "pseudoLocalize", "fullPage", "orthogonal", "anatomy",
            "window", "focusedItem", "background", "tint", "language"
        ] + ChromeDecoder.keys

    /// The device a file without `canvas.device` or `canvas.size` is drawn on.
    static let defaultDevice = "iphone-15"

    static let sizeClasses: [(String, UIUserInterfaceSizeClass)] = [("compact", .compact), ("regular", .regular)]
    static let directions: [(String, UITraitEnvironmentLayoutDirection)] = [
        ("ltr", .leftToRight), ("rtl", .rightToLeft), ("leftToRight", .leftToRight), ("rightToLeft", .rightToLeft)
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
                reader.error(
                    "unknown device '\(name)'", at: node,
                    hint: Suggestion.hint(for: name, in: names) ?? "devices: \(names.joined(separator: ", "))")
            }
        }
        if let node = fields["orientation"] {
            let options = DeviceOrientation.allCases.map { ($0.rawValue, $0) }
            if let orientation = reader.choice(node, "orientation", options) {
                if fields.has("size") && !fields.has("device") {
                    reader.error(
                        "'orientation' turns a device, and this canvas has none", at: node,
                        hint: "write device: NAME, or swap the size's width and height")
                } else if let device = canvas.device, !device.rotates, orientation != device.naturalOrientation {
                    reader.error(
                        "\(device.displayName) is always \(device.naturalOrientation.rawValue)", at: node,
                        hint: "iPhones and iPads turn; an Apple TV and a Mac window do not")
                } else if let device = canvas.device {
                    canvas.turn(device, to: orientation)
                }
            }
        }
        if let node = fields["size"], let size = canvasSize(node) {
            canvas.size = size
        }
        if let node = fields["window"] {
            if canvas.platform != .macOS {
                reader.error(
                    "'window' is the size of a Mac window, and this canvas is not a Mac", at: node,
                    hint: "write device: mac, or size: for any other canvas")
            } else if let size = canvasSize(node) {
                canvas.size = size
            }
        }
        if let node = fields["scale"], let scale = reader.number(node, "scale", min: 1) {
            if scale > 4 {
                reader.error(
                    "'scale' must be at most 4, not \(Notation.format(scale))", at: node, hint: "use 1, 2 or 3")
            } else if !canvas.platform.scales.contains(scale) {
                reader.error(
                    "a \(canvas.platform.rawValue) canvas draws at 1x or 2x, not \(Notation.format(scale))x",
                    at: node, hint: "Macs and Apple TVs have 1x and 2x displays only")
            } else {
                canvas.scale = scale
            }
        }
        if let node = fields["focusedItem"] { canvas.focusedItem = focusedItem(node) }
        if let node = fields["theme"] {
            let options = ThemeName.allCases.map { ($0.rawValue, $0) }
            if let theme = reader.choice(node, "theme", options) { canvas.theme = theme }
        }
        if let node = fields["safeArea"], let insets = reader.edgeInsets(node, "safeArea") { canvas.safeArea = insets }
        if let node = fields["contentInset"], let insets = reader.edgeInsets(node, "contentInset") {
            canvas.contentInset = insets
        }
        if let node = fields["contentOffset"] {
            if case .scalar = node {  // a number: scrolled down (or across) by that much
                if let y = reader.number(node, "contentOffset") { canvas.contentOffset = CGPoint(x: 0, y: y) }
            } else if let point = reader.point(node, "contentOffset") {
                canvas.contentOffset = point
            }
        }
        if let node = fields["layoutDirection"],
            let direction = reader.choice(node, "layoutDirection", Self.directions)
        {
            canvas.layoutDirection = direction
        }
        if let node = fields["sizeClass"], let sizeClass = reader.choice(node, "sizeClass", Self.sizeClasses) {
            canvas.horizontalSizeClass = sizeClass
        }
        if let node = fields["textSize"],
            let size = reader.choice(node, "textSize", UIContentSizeCategory.mosaicNames.map { ($0.name, $0.category) })
        {
            canvas.preferredContentSizeCategory = size
        }
        if let node = fields["pseudoLocalize"], let value = reader.bool(node, "pseudoLocalize") {
            canvas.pseudoLocalization = value
        }
        if let node = fields["language"], let tag = reader.string(node, "language") {
            if let language = TextLanguage(tag) {
                canvas.language = language
            } else {
                reader.error(
                    "'language' must be a language tag such as ja, zh-Hans or ko, not '\(tag)'", at: node,
                    hint: "ja, ko, zh-Hans, zh-Hant, zh-HK, th, hi, en, ...")
            }
        }
        if let node = fields["fullPage"], let value = reader.bool(node, "fullPage") { canvas.fullPage = value }
        if let node = fields["anatomy"], let value = reader.bool(node, "anatomy") { canvas.anatomy = value }
        if let node = fields["orthogonal"] {
            let options = OrthogonalPresentation.allCases.map { ($0.rawValue, $0) }
            if let value = reader.choice(node, "orthogonal", options) { canvas.orthogonal = value }
        }
        if let node = fields["background"], let color = reader.themedColor(node, "background") {
            canvas.background = color
        }
        if let node = fields["tint"], let color = reader.themedColor(node, "tint") { canvas.tintColor = color }
        canvas.chrome = ChromeDecoder(reader: reader).chrome(fields)
        if canvas.chrome?.window != nil, canvas.platform != .macOS,
            let node = fields["titleBar"] ?? fields["sidebar"]
        {
            reader.error(
                "a title bar and a sidebar are a Mac window's, and this canvas is not a Mac", at: node,
                hint: "write device: mac")
        }
        var named: [(key: String, node: Node, offset: CGFloat)] = []
        if let node = fields["orthogonalOffsets"] {
            if case .mapping(let mapping) = node {
                for (keyNode, valueNode) in mapping {
                    guard let key = keyNode.scalar?.string,
                        let offset = reader.number(valueNode, "orthogonalOffsets.\(key)")
                    else { continue }
                    if let index = Int(key), index >= 0 {
                        canvas.orthogonalOffsets[index] = offset
                    } else {
                        named.append((key, keyNode, offset))
                    }
                }
            } else {
                reader.error(
                    "'orthogonalOffsets' must map sections (index or name) to offsets, not \(Reader.describe(node))",
                    at: node, hint: "write e.g. orthogonalOffsets: {1: 120, featured: 40}")
            }
        }
        return (canvas, named)
    }

    /// `[section, item]`: the index path of the item drawn with tvOS's focus look.
    private func focusedItem(_ node: Node) -> IndexPath? {
        let problem = "'focusedItem' must be [section, item], two whole numbers"
        guard case .sequence(let sequence) = node, sequence.count == 2 else {
            reader.error("\(problem), not \(Reader.describe(node))", at: node, hint: "write e.g. focusedItem: [0, 1]")
            return nil
        }
        guard let section = reader.int(sequence[0], "focusedItem section", min: 0),
            let item = reader.int(sequence[1], "focusedItem item", min: 0)
        else { return nil }
        return IndexPath(item: item, section: section)
    }

    /// `375 x 812`, `[375, 812]` or `{width: 375, height: 812}`, in points.
    private func canvasSize(_ node: Node) -> CGSize? {
        guard let size = reader.size(node, "size") else { return nil }
        guard size.width.kind == .absolute, size.height.kind == .absolute, size.width.value > 0, size.height.value > 0
        else {
            reader.error(
                "the canvas size must be in points, e.g. 375 x 812", at: node,
                hint: "fractions and estimates have nothing to be relative to here")
            return nil
        }
        return CGSize(width: size.width.value, height: size.height.value)
    }
}
