import CompositionalLayout
import Foundation
import MosaicContent
import Yams

/// A decoded section entry: its layout, how many copies, its item count and content.
struct SectionEntry {
    var name: String?
    var copies: Int
    var layout: AdaptiveSectionSpec
    var itemCount: Int
    var content: SectionContent
    /// Where each cell of `content:` is written.
    var cellPositions: [Position?] = []
    /// Where the section's `list:` sets a `backgroundColor`, if it does.
    var listBackgroundPosition: Position?
    /// Where each of its headers and footers is written, by element kind.
    var boundaryPositions: [String: Position] = [:]
}

/// Decodes sections: layout keys, boundary items, decorations, list
/// configurations, adaptive variants, item counts and content.
struct SectionDecoder {
    static let layoutKeys = [
        "group", "list", "contentInsets", "interGroupSpacing", "contentInsetsReference",
        "supplementaryContentInsetsReference", "supplementariesFollowContentInsets", "boundaryItems", "header",
        "footer",
        "decorations", "background", "orthogonalScrollingBehavior"
    ]
    static let contentKeys =
        ["name", "repeat", "itemCount", "placeholder", "cellShape", "content"]
        + LooksDecoder.sectionKeys
    static let sectionKeys = contentKeys + layoutKeys + ["variants"]
    static let variantKeys = ["when"] + layoutKeys
    static let conditionKeys = ["minWidth", "maxWidth", "sizeClass", "layoutDirection"]
    static let boundaryKeys = [
        "kind", "size", "alignment", "offset", "contentInsets", "extendsBoundary", "pinToVisibleBounds", "zIndex",
        "text"
    ]
    static let decorationKeys = ["kind", "contentInsets", "zIndex"]
    static let listKeys = [
        "appearance", "headerMode", "footerMode", "showsSeparators", "headerTopPadding",
        "backgroundColor"
    ]
    static let cellKeys =
        [
            "title", "subtitle", "value", "style", "image", "color", "badge", "shape", "accessories",
            "icon"
        ] + LooksDecoder.cellKeys
    static let iconKeys = ["color", "symbol", "image"]
    static let cellStyles = CellContent.Style.allCases.map { ($0.rawValue, $0) }

    /// Keys of groups that people put on sections by mistake.
    static let groupKeysInSection = Dictionary(
        uniqueKeysWithValues: [
            "interItemSpacing", "subitem", "subitems", "size",
            "count", "edgeSpacing", "supplementaries", "frames"
        ]
        .map { ($0, "the section's group") })

    /// The kind a decoration gets when none is written.
    static let defaultDecorationKind = "background"

    let reader: Reader
    let elements: ElementDecoder
    /// The folder image paths are relative to.
    let baseDirectory: URL
    /// The layout-wide list configuration, for sections with neither group nor list.
    let defaultList: ListSpec?
    /// Which folders images may come from, and how large they may be.
    var limits: DocumentLimits = .standard

    /// `header` and `footer` stand for UIKit's section header and footer kinds
    /// (for the layout's own: `layout-header` and `layout-footer`, so they do not
    /// collide with section 0's); other kinds are kept as written.
    static func elementKind(_ written: String, global: Bool = false) -> String {
        switch written {
        case "header": return global ? layoutHeaderKind : UICollectionView.elementKindSectionHeader
        case "footer": return global ? layoutFooterKind : UICollectionView.elementKindSectionFooter
        default: return written
        }
    }

    /// The kind of the layout-wide `header`.
    static let layoutHeaderKind = "layout-header"
    /// The kind of the layout-wide `footer`.
    static let layoutFooterKind = "layout-footer"

    // MARK: Sections

    func section(_ node: Node, index: Int) -> SectionEntry? {
        let context = "section \(index)"
        guard
            let fields = reader.fields(
                node, context, keys: Self.sectionKeys, misplaced: Self.groupKeysInSection,
                expected: "a section (a mapping)")
        else {
            return nil
        }
        var ok = true
        var entry = SectionEntry(
            name: nil, copies: 1, layout: AdaptiveSectionSpec(base: SectionLayoutSpec()),
            itemCount: 0, content: SectionContent())
        if let node = fields["name"] {
            if let name = reader.string(node, "name") {
                entry.name = name
                entry.content.name = name
            } else {
                ok = false
            }
        }
        if let node = fields["repeat"] {
            if let n = reader.int(node, "repeat", min: 1, max: 1000) { entry.copies = n } else { ok = false }
        }

        var texts: [String: String] = [:]
        if let layout = sectionLayout(fields, context, texts: &texts) {
            entry.layout.base = layout
        } else {
            ok = false
        }

        if let node = fields["variants"] {
            if let list = reader.list(node, "variants") {
                for (i, variantNode) in list.enumerated() {
                    if let variant = variant(variantNode, base: fields, "\(context) variants[\(i)]", texts: &texts) {
                        entry.layout.variants.append(variant)
                    } else {
                        ok = false
                    }
                }
            } else {
                ok = false
            }
        }

        // Content.
        if let node = fields["placeholder"] {
            let options = PlaceholderStyle.allCases.map { ($0.rawValue, $0) }
            if let style = reader.choice(node, "placeholder", options) {
                entry.content.placeholder = style
            } else {
                ok = false
            }
        }
        if let node = fields["cellShape"] {
            if let shape = reader.notation(node, "cellShape", Notation.cellShape) {
                entry.content.cellShape = shape
            } else {
                ok = false
            }
        }
        if let node = fields["content"] {
            // A cell's badge brings UIKit's badge supplementary when the file declares none.
            let withBadges = entry.layout.withImpliedBadges
            let isList = ([entry.layout.base] + entry.layout.variants.map(\.layout)).contains { $0.list != nil }
            if let cells = content(node, drawsBadges: withBadges.drawsBadges, isList: isList) {
                entry.content.items = cells
                if cells.contains(where: { $0.badge != nil }) { entry.layout = withBadges }
                if case .sequence(let sequence) = node { entry.cellPositions = sequence.map(\.position) }
            } else {
                ok = false
            }
        }
        if !LooksDecoder(reader: reader).section(fields, into: &entry.content) { ok = false }
        if case .mapping(let list)? = fields["list"],
            let key = list.keys.first(where: { $0.scalar?.string == "backgroundColor" })
        {
            entry.listBackgroundPosition = key.position
        }
        entry.content.supplementaryText = texts
        entry.boundaryPositions = boundaryPositions(fields)
        if let node = fields["itemCount"] {
            if let n = reader.int(node, "itemCount", min: 0, max: 1_000_000) {
                entry.itemCount = n
                if entry.content.items.count > n, let contentNode = fields["content"] {
                    reader.error(
                        "'content' lists \(entry.content.items.count) cells but itemCount is \(n)",
                        at: contentNode, hint: "raise itemCount to \(entry.content.items.count) or remove cells")
                    ok = false
                }
            } else {
                ok = false
            }
        } else if fields.has("content") {
            entry.itemCount = entry.content.items.count
        } else if let group = entry.layout.base.group {
            entry.itemCount = max(1, group.cellsPerCopy)
        } else {
            entry.itemCount = 3
        }
        return ok ? entry : nil
    }

    /// The layout part of a section (or of a variant, merged over its section).
    private func sectionLayout(_ fields: Fields, _ context: String, texts: inout [String: String]) -> SectionLayoutSpec?
    {
        var ok = true
        var layout = SectionLayoutSpec()
        let groupNode = fields["group"]
        let listNode = fields["list"]
        if groupNode != nil, listNode != nil {
            reader.error(
                "\(context) has both 'group' and 'list'", at: fields.position(of: "list"),
                hint: "a list section makes its own group; keep one of them")
            ok = false
        }
        if let groupNode {
            if let group = elements.sectionGroup(groupNode, "group of \(context)") {
                layout.group = group
            } else {
                ok = false
            }
        } else if let listNode {
            if let list = list(listNode, "list") { layout.list = list } else { ok = false }
        } else if let defaultList {
            layout.list = defaultList
        } else {
            reader.error(
                "\(context) has no 'group'", at: fields.node,
                hint: "add e.g. group: {size: 1fw x 44, subitem: {size: 1fw x 1fh}}, or list: {appearance: plain}")
            ok = false
        }
        if let node = fields["contentInsets"] {
            if let insets = reader.directionalInsets(node, "contentInsets") {
                layout.contentInsets = insets
            } else {
                ok = false
            }
        }
        if let node = fields["interGroupSpacing"] {
            if let value = reader.number(node, "interGroupSpacing") {
                layout.interGroupSpacing = value
            } else {
                ok = false
            }
        }
        if let node = fields["contentInsetsReference"] {
            if let value = reader.choice(node, "contentInsetsReference", Reader.insetsReferences) {
                layout.contentInsetsReference = value
            } else {
                ok = false
            }
        }
        if let node = fields["supplementaryContentInsetsReference"] {
            if let value = reader.choice(node, "supplementaryContentInsetsReference", Reader.insetsReferences) {
                layout.supplementaryContentInsetsReference = value
            } else {
                ok = false
            }
        }
        if let node = fields["supplementariesFollowContentInsets"] {
            if let value = reader.bool(node, "supplementariesFollowContentInsets") {
                layout.supplementariesFollowContentInsets = value
            } else {
                ok = false
            }
        }
        if let node = fields["orthogonalScrollingBehavior"] {
            if let value = reader.choice(node, "orthogonalScrollingBehavior", Reader.orthogonalBehaviors) {
                layout.orthogonalScrollingBehavior = value
            } else {
                ok = false
            }
        }
        if let items = boundaryItems(fields, texts: &texts) { layout.boundaryItems = items } else { ok = false }
        if let group = layout.group { Self.collectTexts(of: group, into: &texts) }
        if let decorations = decorations(fields) { layout.decorations = decorations } else { ok = false }
        return ok ? layout : nil
    }

    /// The text of the supplementaries (badges) of an element and its subitems, by kind; the first wins.
    static func collectTexts(of element: ItemSpec, into texts: inout [String: String]) {
        for supplementary in element.supplementaries {
            if let text = supplementary.text, texts[supplementary.kind] == nil { texts[supplementary.kind] = text }
        }
        for subitem in element.group?.subitems ?? [] { collectTexts(of: subitem, into: &texts) }
    }

    private func variant(
        _ node: Node, base: Fields, _ context: String,
        texts: inout [String: String]
    ) -> AdaptiveSectionSpec.Variant? {
        guard
            let fields = reader.fields(
                node, context, keys: Self.variantKeys, suggestions: Self.contentKeys,
                expected: "a variant (a mapping)")
        else { return nil }
        guard let whenNode = fields["when"] else {
            reader.error("\(context) has no 'when'", at: node, hint: "add e.g. when: {minWidth: 800}")
            return nil
        }
        let condition = self.condition(whenNode)
        // The variant's keys replace the section's; a group replaces a list and the other way round.
        var merged = base.removing(["variants", "when"])
        if fields.has("group") { merged = merged.removing(["list"]) }
        if fields.has("list") { merged = merged.removing(["group"]) }
        merged = merged.overridden(by: fields.removing(["when"]))
        var variantTexts: [String: String] = [:]
        guard let layout = sectionLayout(merged, context, texts: &variantTexts), let condition else { return nil }
        for (kind, text) in variantTexts where texts[kind] == nil { texts[kind] = text }
        return AdaptiveSectionSpec.Variant(condition: condition, layout: layout)
    }

    private func condition(_ node: Node) -> ConditionSpec? {
        guard let fields = reader.fields(node, "when", keys: Self.conditionKeys, expected: "a condition") else {
            return nil
        }
        var ok = true
        var condition = ConditionSpec()
        if let node = fields["minWidth"] {
            if let value = reader.number(node, "minWidth", min: 0) { condition.minWidth = value } else { ok = false }
        }
        if let node = fields["maxWidth"] {
            if let value = reader.number(node, "maxWidth", min: 0) { condition.maxWidth = value } else { ok = false }
        }
        if let node = fields["sizeClass"] {
            if let value = reader.choice(node, "sizeClass", CanvasDecoder.sizeClasses) {
                condition.sizeClass = value
            } else {
                ok = false
            }
        }
        if let node = fields["layoutDirection"] {
            if let value = reader.choice(node, "layoutDirection", CanvasDecoder.directions) {
                condition.layoutDirection = value
            } else {
                ok = false
            }
        }
        if fields.order.isEmpty {
            reader.error(
                "'when' names no condition", at: node, hint: "add minWidth, maxWidth, sizeClass or layoutDirection")
            ok = false
        }
        return ok ? condition : nil
    }

    // MARK: Lists

    func list(_ node: Node, _ what: String) -> ListSpec? {
        if case .scalar = node, !Reader.isNull(node) {  // `list: insetGrouped`
            let options = ListSpec.Appearance.allCases.map { ($0.rawValue, $0) }
            return reader.choice(node, "list appearance", options).map { ListSpec(appearance: $0) }
        }
        guard let fields = reader.fields(node, what, keys: Self.listKeys, expected: "a list configuration") else {
            return nil
        }
        var ok = true
        var list = ListSpec()
        if let node = fields["appearance"] {
            let options = ListSpec.Appearance.allCases.map { ($0.rawValue, $0) }
            if let value = reader.choice(node, "list appearance", options) {
                list.appearance = value
            } else {
                ok = false
            }
        }
        if let node = fields["headerMode"] {
            let options = ListSpec.HeaderMode.allCases.map { ($0.rawValue, $0) }
            if let value = reader.choice(node, "headerMode", options) { list.headerMode = value } else { ok = false }
        }
        if let node = fields["footerMode"] {
            let options = ListSpec.FooterMode.allCases.map { ($0.rawValue, $0) }
            if let value = reader.choice(node, "footerMode", options) { list.footerMode = value } else { ok = false }
        }
        if let node = fields["showsSeparators"] {
            if let value = reader.bool(node, "showsSeparators") { list.showsSeparators = value } else { ok = false }
        }
        if let node = fields["headerTopPadding"] {
            if let value = reader.number(node, "headerTopPadding", min: 0) {
                list.headerTopPadding = value
            } else {
                ok = false
            }
        }
        if let node = fields["backgroundColor"] {
            if let value = reader.themedColor(node, "backgroundColor") {
                list.backgroundColor = value
            } else {
                ok = false
            }
        }
        return ok ? list : nil
    }

    // MARK: Boundary items

    /// `boundaryItems:` plus the `header:` and `footer:` shorthands; their text goes to `texts`.
    func boundaryItems(_ fields: Fields, texts: inout [String: String], global: Bool = false) -> [BoundarySpec]? {
        var ok = true
        var result: [BoundarySpec] = []
        for key in ["header", "footer"] {
            guard let node = fields[key] else { continue }
            if let item = boundary(node, key, shorthand: key, global: global) {
                result.append(item)
            } else {
                ok = false
            }
        }
        if let node = fields["boundaryItems"] {
            if let list = reader.list(node, "boundaryItems") {
                for (i, entry) in list.enumerated() {
                    if let item = boundary(entry, "boundaryItems[\(i)]", shorthand: nil, global: global) {
                        result.append(item)
                    } else {
                        ok = false
                    }
                }
            } else {
                ok = false
            }
        }
        for item in result { if let text = item.text { texts[item.kind] = text } }
        return ok ? result : nil
    }

    /// Where each boundary item of `fields` is written, by element kind: its `header:` or
    /// `footer:` key, or its `boundaryItems` entry (a later one of a kind wins, as its text does).
    func boundaryPositions(_ fields: Fields, global: Bool = false) -> [String: Position] {
        var positions: [String: Position] = [:]
        for key in ["header", "footer"] where fields.has(key) {
            if let position = fields.position(of: key) { positions[Self.elementKind(key, global: global)] = position }
        }
        if case .sequence(let entries)? = fields["boundaryItems"] {
            for entry in entries {
                guard let kind = entry["kind"]?.string, let position = entry.position else { continue }
                positions[Self.elementKind(kind, global: global)] = position
            }
        }
        return positions
    }

    /// One boundary item. With `shorthand` (`header`/`footer`), the value may be
    /// just the text, and kind and alignment default to the shorthand's.
    func boundary(_ node: Node, _ what: String, shorthand: String?, global: Bool = false) -> BoundarySpec? {
        let defaultSize = SizeSpec(width: DimensionSpec(.fractionalWidth, 1), height: DimensionSpec(.estimated, 44))
        if let shorthand, case .scalar(let scalar) = node, !Reader.isNull(node) {
            return BoundarySpec(
                kind: Self.elementKind(shorthand, global: global), size: defaultSize,
                alignment: shorthand == "footer" ? .bottom : .top, text: scalar.string, textOnly: true)
        }
        let keys = shorthand == nil ? Self.boundaryKeys : Self.boundaryKeys.filter { $0 != "kind" }
        guard let fields = reader.fields(node, what, keys: keys, expected: "a boundary item (a mapping)") else {
            return nil
        }
        var ok = true
        var written = shorthand
        if let node = fields["kind"] {
            if let kind = reader.string(node, "kind") { written = kind } else { ok = false }
        }
        guard let kindName = written else {
            if ok {
                reader.error("\(what) has no 'kind'", at: node, hint: "add kind: header, footer or a kind of your own")
            }
            return nil
        }
        var alignment: NSRectAlignment? = kindName == "header" ? .top : kindName == "footer" ? .bottom : nil
        if let node = fields["alignment"] {
            if let value = reader.choice(node, "alignment", Reader.alignments) { alignment = value } else { ok = false }
        }
        var spec = BoundarySpec(
            kind: Self.elementKind(kindName, global: global), size: defaultSize,
            alignment: alignment ?? .top)
        if alignment == nil, !fields.has("alignment") {
            reader.error("\(what) has no 'alignment'", at: node, hint: "add e.g. alignment: top")
            ok = false
        }
        if let node = fields["size"] {
            if let size = reader.size(node, "size") {
                spec.size = size
                SubPixelSizes(reader: reader, scale: elements.canvasScale).check(size, at: node)
            } else {
                ok = false
            }
        } else if let alignment, ![.top, .bottom].contains(alignment) {
            reader.error("\(what) has no 'size'", at: node, hint: "add e.g. size: 44 x 1fh")
            ok = false
        }
        if let node = fields["offset"] {
            if let point = reader.point(node, "offset") { spec.offset = point } else { ok = false }
        }
        if let node = fields["contentInsets"] {
            if let insets = reader.directionalInsets(node, "contentInsets") {
                spec.contentInsets = insets
            } else {
                ok = false
            }
        }
        if let node = fields["extendsBoundary"] {
            if let value = reader.bool(node, "extendsBoundary") { spec.extendsBoundary = value } else { ok = false }
        }
        if let node = fields["pinToVisibleBounds"] {
            if let value = reader.bool(node, "pinToVisibleBounds") {
                spec.pinToVisibleBounds = value
            } else {
                ok = false
            }
        }
        if let node = fields["zIndex"] {
            if let value = reader.int(node, "zIndex", min: -1_000_000) { spec.zIndex = value } else { ok = false }
        }
        if let node = fields["text"] {
            if let value = reader.string(node, "text") { spec.text = value } else { ok = false }
        }
        return ok ? spec : nil
    }

    // MARK: Decorations

    /// `decorations:` plus the `background:` shorthand (`true`, or `{contentInsets, zIndex, kind}`).
    func decorations(_ fields: Fields) -> [DecorationSpec]? {
        var ok = true
        var result: [DecorationSpec] = []
        if let node = fields["background"] {
            if case .scalar = node, !Reader.isNull(node) {
                if let on = reader.bool(node, "background") {
                    if on { result.append(DecorationSpec(kind: Self.defaultDecorationKind)) }
                } else {
                    ok = false
                }
            } else if let decoration = decoration(node, "background") {
                result.append(decoration)
            } else {
                ok = false
            }
        }
        if let node = fields["decorations"] {
            if let list = reader.list(node, "decorations") {
                for (i, entry) in list.enumerated() {
                    if let decoration = decoration(entry, "decorations[\(i)]") {
                        result.append(decoration)
                    } else {
                        ok = false
                    }
                }
            } else {
                ok = false
            }
        }
        return ok ? result : nil
    }

    private func decoration(_ node: Node, _ what: String) -> DecorationSpec? {
        guard let fields = reader.fields(node, what, keys: Self.decorationKeys, expected: "a decoration (a mapping)")
        else {
            return nil
        }
        var ok = true
        var spec = DecorationSpec(kind: Self.defaultDecorationKind)
        if let node = fields["kind"] {
            if let kind = reader.string(node, "kind") { spec.kind = kind } else { ok = false }
        }
        if let node = fields["contentInsets"] {
            if let insets = reader.directionalInsets(node, "contentInsets") {
                spec.contentInsets = insets
            } else {
                ok = false
            }
        }
        if let node = fields["zIndex"] {
            if let value = reader.int(node, "zIndex", min: -1_000_000) { spec.zIndex = value } else { ok = false }
        }
        return ok ? spec : nil
    }

    // MARK: Content

    /// `content:` — one entry per cell: a title, or `{title, subtitle, value, style, image, color,
    /// badge, shape, accessories, icon}`.
    func content(_ node: Node, drawsBadges: Bool = true, isList: Bool = true) -> [CellContent]? {
        guard let list = reader.list(node, "content") else { return nil }
        var ok = true
        var cells: [CellContent] = []
        for (i, entry) in list.enumerated() {
            if case .scalar(let scalar) = entry, !Reader.isNull(entry) {
                cells.append(CellContent(title: scalar.string))
                continue
            }
            guard
                let fields = reader.fields(
                    entry, "content[\(i)]", keys: Self.cellKeys, expected: "a cell (text or a mapping)")
            else {
                ok = false
                continue
            }
            if let cell = cell(fields) { cells.append(cell) } else { ok = false }
            SilentDropWarnings(reader: reader).checkBadge(in: fields, sectionHasBadges: drawsBadges)
            SilentDropWarnings(reader: reader).checkIcon(in: fields, sectionIsList: isList)
        }
        return ok ? cells : nil
    }

    /// One cell's mapping.
    private func cell(_ fields: Fields) -> CellContent? {
        var ok = true
        var cell = CellContent()
        let surfaces = SurfaceDecoder(reader: reader)
        if let node = fields["title"] {
            if let value = surfaces.text(node, "title") {
                cell.title = value.text
                cell.titleRuns = value.runs
            } else {
                ok = false
            }
        }
        if let node = fields["subtitle"] {
            if let value = surfaces.text(node, "subtitle") {
                cell.subtitle = value.text
                cell.subtitleRuns = value.runs
            } else {
                ok = false
            }
        }
        if let node = fields["style"] {
            if let value = reader.choice(node, "style", Self.cellStyles) { cell.style = value } else { ok = false }
        }
        if let node = fields["value"] {
            if fields.has("subtitle") {
                // A subtitle below the title and a value at the trailing edge (a chat row's time).
                if fields.has("detail") {
                    reader.error(
                        "'value' and 'detail' both set the row's trailing text", at: fields.position(of: "value"),
                        hint: "keep one of them")
                    ok = false
                } else if let value = reader.string(node, "value") {
                    cell.detail = value
                } else {
                    ok = false
                }
            } else if fields.has("style"), cell.style == .subtitle {
                reader.error(
                    "'value' puts the text at the trailing edge, but 'style' is subtitle",
                    at: fields.position(of: "style"),
                    hint: "remove 'style', or write 'subtitle:' instead of 'value:'")
                ok = false
            } else if let value = reader.string(node, "value") {
                cell.subtitle = value
                cell.style = .value
            } else {
                ok = false
            }
        }
        if let node = fields["badge"] {
            if let value = reader.string(node, "badge") { cell.badge = value } else { ok = false }
        }
        if let node = fields["color"] {
            if let value = reader.themedColor(node, "color") { cell.color = value } else { ok = false }
        }
        if let node = fields["image"] {
            if let artwork = LooksDecoder.artwork(named: node) {
                cell.artwork = artwork
            } else if let value = image(node) {
                cell.imagePath = value
            } else {
                ok = false
            }
        }
        if let node = fields["shape"] {
            if let value = reader.notation(node, "shape", Notation.cellShape) { cell.shape = value } else { ok = false }
        }
        if let node = fields["accessories"] {
            if let value = accessories(node) { cell.accessories = value } else { ok = false }
        }
        if let node = fields["icon"] {
            if let value = icon(node) { cell.icon = value } else { ok = false }
        }
        if !LooksDecoder(reader: reader).cell(fields, into: &cell) { ok = false }
        return ok ? cell : nil
    }

    /// `accessories:` — a list of (or one) `disclosureIndicator`, `checkmark`, `switch on`,
    /// `switch off`; `{switch: on}` (what `[switch: on]` reads as in YAML) as well.
    private func accessories(_ node: Node) -> [CellAccessory]? {
        guard let list = reader.list(node, "accessories", single: true) else { return nil }
        var ok = true
        var accessories: [CellAccessory] = []
        for entry in list {
            if case .mapping(let mapping) = entry, mapping.count == 1, let (key, value) = mapping.first,
                key.scalar?.string == "switch"
            {
                if let isOn = reader.bool(value, "switch") {
                    accessories.append(.switch(isOn: isOn))
                } else {
                    ok = false
                }
            } else if let accessory = reader.notation(entry, "accessories", Notation.accessory) {
                accessories.append(accessory)
            } else {
                ok = false
            }
        }
        return ok ? accessories : nil
    }

    /// `icon:` — a colour (the row title's first letter in it), or `{color, symbol, image}`.
    private func icon(_ node: Node) -> CellIcon? {
        if case .scalar(let scalar) = node, !Reader.isNull(node) {
            let text = scalar.string.trimmingCharacters(in: .whitespaces)
            if Color(hex: text) == nil, Reader.systemColor(named: text) == nil,
                Suggestion.nearest(to: text, in: Reader.colorNames) == nil
            {
                reader.error(
                    "'icon' must be a colour or {color, symbol, image}, not '\(text)'", at: node,
                    hint: "write e.g. icon: {color: orange, symbol: \(text)}")
                return nil
            }
            guard let color = reader.themedColor(node, "icon") else { return nil }
            return CellIcon(color: color)
        }
        guard
            let fields = reader.fields(
                node, "icon", keys: Self.iconKeys,
                expected: "an icon (a colour, or {color, symbol, image})")
        else { return nil }
        var ok = true
        var icon = CellIcon()
        if let node = fields["color"] {
            if let value = reader.themedColor(node, "color") { icon.color = value } else { ok = false }
        }
        if let node = fields["symbol"] {
            if let value = reader.string(node, "symbol") { icon.symbol = value } else { ok = false }
        }
        if let node = fields["image"] {
            if let value = image(node) { icon.imagePath = value } else { ok = false }
        }
        return ok ? icon : nil
    }

    /// `icons/star.png` -> `icons/`, `star.png` -> ``. Worked out by hand: Foundation's
    /// `deletingLastPathComponent` traps on a path of dots such as `.`.
    static func folderPart(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
    }

    /// An image path, relative to the layout file's folder, made absolute; the file must exist,
    /// lie in an allowed folder and have a sound PNG or JPEG header of a size Mosaic reads
    /// (see ``ImageFileCheck``).
    private func image(_ node: Node) -> String? {
        guard let written = reader.string(node, "image") else { return nil }
        let url =
            written.hasPrefix("/")
            ? URL(fileURLWithPath: written)
            : baseDirectory.appendingPathComponent(written)
        let path = url.standardizedFileURL.path
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists && isDirectory.boolValue {
            reader.error(
                "image '\(written)' is a folder, not an image file", at: node,
                hint: "name a PNG or JPEG file, relative to the layout file's folder, \(baseDirectory.path)")
            return nil
        }
        guard exists else {
            let folder = url.deletingLastPathComponent()
            let siblings = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            let hint =
                Suggestion.nearest(to: url.lastPathComponent, in: siblings.sorted()).map {
                    "did you mean '\(Self.folderPart(of: written))\($0)'?"
                } ?? "image paths are relative to the layout file's folder, \(baseDirectory.path)"
            reader.error("image file '\(written)' not found", at: node, hint: hint)
            return nil
        }
        // Where it lies, then its header only (format and size), so `mosaic check` reports an
        // unusable file where it is named.
        let check = ImageFileCheck(
            allowedFolders: [baseDirectory] + limits.allowedImageFolders,
            maximumPixels: limits.maximumImagePixels)
        switch check.check(URL(fileURLWithPath: path)) {
        case .success:
            if reader.diagnostics.imagePositions[path] == nil, let position = node.position {
                reader.diagnostics.imagePositions[path] = position
            }
            return path
        case .failure(let problem):
            reader.error("image '\(written)' \(problem.message)", at: node, hint: problem.hint)
            return nil
        }
    }
}
