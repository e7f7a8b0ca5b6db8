import Foundation
import MosaicContent
import Yams

/// Decodes how content looks: text options, padding, generated artwork and image placement,
/// for sections (defaults for their cells) and for single cells.
struct LooksDecoder {
    static let textKeys = ["style", "weight", "color", "alignment", "lines"]
    /// Section keys that set defaults for the section's cells (and its headers' text).
    static let sectionKeys = [
        "image", "imagePlacement", "titleText", "subtitleText", "headerText", "padding",
        "badgeColor", "cellBorder", "cellShadow", "cellCornerRadius", "headerFill", "footerFill",
        "headerAccessory"
    ]
    /// Cell keys for how its text and image look.
    static let cellKeys = [
        "imagePlacement", "titleText", "subtitleText", "padding", "detail", "badgeColor", "overline",
        "footnote", "border", "shadow", "cornerRadius"
    ]

    static let styles = DynamicTypeStyle.allCases.map { ($0.rawValue, $0) }
    static let weights = TextStyle.Weight.allCases.map { ("\($0)", $0) }
    static let alignments: [(String, TextStyle.Alignment)] = [
        ("leading", .leading), ("center", .center),
        ("trailing", .trailing)
    ]
    static let placements = ImagePlacement.allCases.map { ($0.rawValue, $0) }
    static let artworks = Artwork.allCases.map { ($0.rawValue, $0) }

    let reader: Reader

    /// `titleText: headline` (a Dynamic Type style) or `{style, weight, color, alignment, lines}`.
    func textOptions(_ node: Node, _ what: String) -> TextOptions? {
        if case .scalar = node, !Reader.isNull(node) {
            return reader.choice(node, what, Self.styles).map { TextOptions(style: $0) }
        }
        guard
            let fields = reader.fields(
                node, what, keys: Self.textKeys,
                expected: "a text style (headline) or {style, weight, color, alignment, lines}")
        else { return nil }
        var ok = true
        var options = TextOptions()
        if let node = fields["style"] {
            if let value = reader.choice(node, "style", Self.styles) { options.style = value } else { ok = false }
        }
        if let node = fields["weight"] {
            if let value = reader.choice(node, "weight", Self.weights) { options.weight = value } else { ok = false }
        }
        if let node = fields["color"] {
            if let value = reader.themedColor(node, "color") { options.color = value } else { ok = false }
        }
        if let node = fields["alignment"] {
            if let value = reader.choice(node, "alignment", Self.alignments) {
                options.alignment = value
            } else {
                ok = false
            }
        }
        if let node = fields["lines"] {
            if let value = reader.int(node, "lines", min: 0, max: 1000) { options.lines = value } else { ok = false }
        }
        return ok ? options : nil
    }

    /// `padding: 12` (every edge), `[8, 16]` (vertical, horizontal) or `{horizontal, vertical}`.
    func padding(_ node: Node) -> CellPadding? {
        guard let insets = reader.directionalInsets(node, "padding") else { return nil }
        guard insets.leading == insets.trailing, insets.top == insets.bottom else {
            reader.error(
                "'padding' must be the same on both sides of each axis", at: node,
                hint: "write padding: [vertical, horizontal] or {horizontal: 16, vertical: 8}")
            return nil
        }
        return CellPadding(horizontal: Double(insets.leading), vertical: Double(insets.top))
    }

    /// A generated picture's name (`photo`, `avatar`, `artwork`, `icon`), for `image:`
    /// written without a file extension; `nil` (no error) for anything else.
    static func artwork(named node: Node) -> Artwork? {
        guard case .scalar(let scalar) = node, !Reader.isNull(node) else { return nil }
        return Artwork(rawValue: scalar.string.trimmingCharacters(in: .whitespaces))
    }

    /// The section keys of ``sectionKeys`` into `content`; false when one is bad.
    func section(_ fields: Fields, into content: inout SectionContent) -> Bool {
        var ok = true
        if let node = fields["image"] {
            if let artwork = Self.artwork(named: node) {
                content.artwork = artwork
            } else {
                _ = reader.choice(node, "image", Self.artworks)
                ok = false
            }
        }
        if let node = fields["imagePlacement"] {
            if let value = reader.choice(node, "imagePlacement", Self.placements) {
                content.imagePlacement = value
            } else {
                ok = false
            }
        }
        if let node = fields["titleText"] {
            if let value = textOptions(node, "titleText") { content.titleText = value } else { ok = false }
        }
        if let node = fields["subtitleText"] {
            if let value = textOptions(node, "subtitleText") { content.subtitleText = value } else { ok = false }
        }
        if let node = fields["headerText"] {
            if let value = textOptions(node, "headerText") { content.headerText = value } else { ok = false }
        }
        if let node = fields["padding"] {
            if let value = padding(node) { content.padding = value } else { ok = false }
        }
        if let node = fields["badgeColor"] {
            if let value = reader.themedColor(node, "badgeColor") { content.badgeColor = value } else { ok = false }
        }
        let surfaces = SurfaceDecoder(reader: reader)
        if let node = fields["cellBorder"] {
            if let value = surfaces.border(node, "cellBorder") { content.cellBorder = value } else { ok = false }
        }
        if let node = fields["cellShadow"] {
            if let value = surfaces.shadow(node, "cellShadow") { content.cellShadow = value } else { ok = false }
        }
        if let node = fields["cellCornerRadius"] {
            if fields.has("cellShape") {
                reader.error(
                    "'cellCornerRadius' and 'cellShape' both set the cells' outline",
                    at: fields.position(of: "cellCornerRadius"), hint: "keep one of them")
                ok = false
            } else if let value = surfaces.cornerRadius(node, "cellCornerRadius") {
                content.cellShape = value
            } else {
                ok = false
            }
        }
        if let node = fields["headerFill"] {
            if let value = reader.themedColor(node, "headerFill") { content.headerFill = value } else { ok = false }
        }
        if let node = fields["footerFill"] {
            if let value = reader.themedColor(node, "footerFill") { content.footerFill = value } else { ok = false }
        }
        if let node = fields["headerAccessory"] {
            if let value = reader.string(node, "headerAccessory") {
                content.headerAccessory = value
            } else {
                ok = false
            }
        }
        return ok
    }

    /// The cell keys of ``cellKeys`` into `cell`; false when one is bad.
    func cell(_ fields: Fields, into cell: inout CellContent) -> Bool {
        var ok = true
        if let node = fields["imagePlacement"] {
            if let value = reader.choice(node, "imagePlacement", Self.placements) {
                cell.imagePlacement = value
            } else {
                ok = false
            }
        }
        if let node = fields["titleText"] {
            if let value = textOptions(node, "titleText") { cell.titleText = value } else { ok = false }
        }
        if let node = fields["subtitleText"] {
            if let value = textOptions(node, "subtitleText") { cell.subtitleText = value } else { ok = false }
        }
        if let node = fields["padding"] {
            if let value = padding(node) { cell.padding = value } else { ok = false }
        }
        if let node = fields["detail"] {
            if let value = reader.string(node, "detail") { cell.detail = value } else { ok = false }
        }
        if let node = fields["badgeColor"] {
            if let value = reader.themedColor(node, "badgeColor") { cell.badgeColor = value } else { ok = false }
        }
        if let node = fields["overline"] {
            if let value = reader.string(node, "overline") { cell.overline = value } else { ok = false }
        }
        if let node = fields["footnote"] {
            if let value = reader.string(node, "footnote") { cell.footnote = value } else { ok = false }
        }
        let surfaces = SurfaceDecoder(reader: reader)
        if let node = fields["border"] {
            if let value = surfaces.border(node, "border") { cell.border = value } else { ok = false }
        }
        if let node = fields["shadow"] {
            if let value = surfaces.shadow(node, "shadow") { cell.shadow = value } else { ok = false }
        }
        if let node = fields["cornerRadius"] {
            if fields.has("shape") {
                reader.error(
                    "'cornerRadius' and 'shape' both set the cell's outline", at: fields.position(of: "cornerRadius"),
                    hint: "keep one of them")
                ok = false
            } else if let value = surfaces.cornerRadius(node, "cornerRadius") {
                cell.shape = value
            } else {
                ok = false
            }
        }
        return ok
    }
}
