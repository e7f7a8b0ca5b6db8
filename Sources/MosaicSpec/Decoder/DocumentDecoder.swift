import CompositionalLayout
import Foundation
import MosaicContent
import Yams

/// Decodes a whole layout file: composes it with Yams (keeping every node's
/// line and column), then reads each part, collecting every mistake.
struct DocumentDecoder {
    static let topKeys = ["$schema", "title", "description", "canvas", "layout", "items", "groups", "sections"]
    static let layoutKeys = [
        "scrollDirection", "interSectionSpacing", "contentInsetsReference", "boundaryItems",
        "header", "footer", "list"
    ]
    static let scrollDirections: [(String, UICollectionView.ScrollDirection)] = [
        ("vertical", .vertical), ("horizontal", .horizontal)
    ]
    /// The most sections a file may make (with `repeat`), a guard against typos like `repeat: 100000`.
    static let maximumSections = 10_000

    let file: String
    let baseDirectory: URL
    var limits: DocumentLimits = .standard

    func decode(_ text: String) -> Result<LayoutDocument, SpecErrors> {
        let diagnostics = Diagnostics(file: file)
        let reader = Reader(diagnostics: diagnostics)
        let shape = YAMLShapeCheck(limits: limits)
        func refuse(_ violation: YAMLShapeCheck.Violation) -> Result<LayoutDocument, SpecErrors> {
            diagnostics.error(
                violation.message, at: Position(line: violation.line, column: violation.column),
                hint: violation.hint)
            return .failure(SpecErrors(diagnostics.errors))
        }
        let nesting = YAMLNestingScan.scan(text, limit: limits.maximumNesting)
        if let violation = shape.nestingViolation(in: nesting) { return refuse(violation) }
        let root: Node
        do {
            guard let composed = try AliasSafeCompose.compose(text, hasAliases: !nesting.aliases.isEmpty) else {
                diagnostics.error("the file is empty", at: nil, hint: "a layout file needs at least 'sections:'")
                return .failure(SpecErrors(diagnostics.errors))
            }
            root = composed
        } catch {
            diagnostics.yamlError(error)
            return .failure(SpecErrors(diagnostics.errors))
        }
        if let violation = shape.firstViolation(in: root, aliases: nesting.aliases) {
            // A refused file's aliases may chain its nodes thousands of levels deep.
            ComposedNodeRelease.release(consume root)
            return refuse(violation)
        }
        guard
            let fields = reader.fields(
                root, "the file", keys: Self.topKeys,
                expected: "a mapping with 'sections:' and, optionally, 'canvas:', 'layout:', 'items:' and 'groups:'")
        else { return .failure(SpecErrors(diagnostics.errors)) }

        var title: String?
        var description: String?
        if let node = fields["title"] { title = reader.string(node, "title") }
        if let node = fields["description"] { description = reader.string(node, "description") }

        let (canvas, namedOffsets) = CanvasDecoder(reader: reader).canvas(fields["canvas"])

        let elements = ElementDecoder(reader: reader, limits: limits, canvasScale: canvas.scale)
        if let node = fields["items"] { elements.define(node, groups: false) }
        if let node = fields["groups"] { elements.define(node, groups: true) }

        // Layout configuration.
        var configuration = ConfigurationSpec()
        var globalTexts: [String: String] = [:]
        var globalBoundaryPositions: [String: Position] = [:]
        var defaultList: ListSpec?
        var sectionDecoderWithoutList = SectionDecoder(
            reader: reader, elements: elements, baseDirectory: baseDirectory,
            defaultList: nil)
        sectionDecoderWithoutList.limits = limits
        if let node = fields["layout"], let layout = reader.fields(node, "layout", keys: Self.layoutKeys) {
            if let node = layout["scrollDirection"],
                let value = reader.choice(node, "scrollDirection", Self.scrollDirections)
            {
                configuration.scrollDirection = value
            }
            if let node = layout["interSectionSpacing"], let value = reader.number(node, "interSectionSpacing") {
                configuration.interSectionSpacing = value
            }
            if let node = layout["contentInsetsReference"],
                let value = reader.choice(node, "contentInsetsReference", Reader.insetsReferences)
            {
                configuration.contentInsetsReference = value
            }
            if let items = sectionDecoderWithoutList.boundaryItems(layout, texts: &globalTexts, global: true) {
                configuration.boundaryItems = items
            }
            globalBoundaryPositions = sectionDecoderWithoutList.boundaryPositions(layout, global: true)
            if let node = layout["list"] { defaultList = sectionDecoderWithoutList.list(node, "list") }
        }

        // Sections.
        var sectionDecoder = SectionDecoder(
            reader: reader, elements: elements, baseDirectory: baseDirectory,
            defaultList: defaultList)
        sectionDecoder.limits = limits
        var entries: [SectionEntry] = []
        if let node = fields["sections"] {
            if let list = reader.list(node, "sections") {
                if list.isEmpty { reader.error("'sections' is empty", at: node, hint: "add at least one section") }
                for (index, sectionNode) in list.enumerated() {
                    if let entry = sectionDecoder.section(sectionNode, index: index) { entries.append(entry) }
                }
            }
        } else {
            reader.error(
                "the file has no 'sections'", at: root,
                hint: "add e.g. sections:\n  - group: {size: 1fw x 44, subitem: {size: 1fw x 1fh}}")
        }
        elements.decodeUnused()

        // Expand repeated sections.
        var sections: [AdaptiveSectionSpec] = []
        var counts: [Int] = []
        var contents: [SectionContent] = []
        var names: [String?] = []
        var cellPositions: [[Position?]] = []
        var boundaryPositions: [[String: Position]] = []
        // A list's backgroundColor colours the page, which only a layout of lists has.
        if entries.contains(where: { $0.layout.base.list == nil }) {
            for entry in entries {
                guard let position = entry.listBackgroundPosition else { continue }
                reader.warning(
                    "the list's backgroundColor is not drawn: it colours the page, and not every section is a list",
                    at: position, hint: "make every section a list, or remove it")
            }
        }
        for entry in entries {
            for _ in 0..<entry.copies where sections.count < Self.maximumSections {
                cellPositions.append(entry.cellPositions)
                boundaryPositions.append(entry.boundaryPositions)
                sections.append(entry.layout)
                counts.append(entry.itemCount)
                contents.append(entry.content)
                names.append(entry.name)
            }
        }
        if sections.count >= Self.maximumSections, let node = fields["sections"] {
            reader.error("the file makes more than \(Self.maximumSections) sections", at: node, hint: "lower 'repeat'")
        }
        let cells = counts.reduce(0) { $0.addingSaturating($1) }
        // Badges count too: a cell can carry any number of them, each one element to lay out and draw.
        let supplementaries = zip(sections, counts).reduce(0) { total, section in
            let layouts = [section.0.base] + section.0.variants.map(\.layout)
            return total.addingSaturating(layouts.map { $0.supplementaries(itemCount: section.1) }.max() ?? 0)
        }
        let laidOut = cells.addingSaturating(supplementaries)
        if laidOut > limits.maximumElements, let node = fields["sections"] {
            let what =
                supplementaries == 0
                ? "\(cells.formatted) cells"
                : "\(cells.formatted) cells and \(supplementaries.formatted) supplementary views"
            reader.error(
                "the sections hold \(what) in all, more than the limit of "
                    + "\(limits.maximumElements.formatted)", at: node,
                hint: "lower 'itemCount'\(supplementaries == 0 ? " or" : ",") 'repeat'"
                    + (supplementaries == 0 ? "" : " or the supplementaries")
                    + ", or raise the limit with --max-elements")
        }

        var resolvedCanvas = canvas
        for named in namedOffsets {
            if let index = names.firstIndex(where: { $0 == named.key }) {
                resolvedCanvas.orthogonalOffsets[index] = named.offset
            } else {
                let known = names.compactMap { $0 }
                reader.error(
                    "unknown section '\(named.key)' in orthogonalOffsets", at: named.node,
                    hint: Suggestion.hint(for: named.key, in: known)
                        ?? "give the section a 'name:', or use its index (0 is the first)")
            }
        }

        if diagnostics.hasErrors { return .failure(SpecErrors(diagnostics.errors)) }
        var document = LayoutDocument(
            title: title, file: file, canvas: resolvedCanvas, itemCounts: counts, sectionNames: names,
            content: LayoutContent(sections: contents, globalSupplementaryText: globalTexts),
            factory: LayoutFactory(configuration: configuration, sections: sections))
        document.description = description
        document.warnings = SpecErrors(diagnostics.warnings).errors
        document.cellPositions = cellPositions
        document.boundaryPositions = boundaryPositions
        document.globalBoundaryPositions = globalBoundaryPositions
        document.imagePositions = diagnostics.imagePositions.mapValues { ($0.line, $0.column) }
        if let position = fields.has("canvas") ? fields.position(of: "canvas") : root.position {
            document.canvasPosition = (position.line, position.column)
        }
        if case .mapping(let canvasKeys)? = fields["canvas"] {
            for key in canvasKeys.keys {
                if let name = key.string, let position = key.position { document.canvasKeyPositions[name] = position }
            }
        }
        return .success(document)
    }
}
