import CompositionalLayout
import Foundation
import MosaicCairo

/// A documentation figure of a layout's structure, in the manner of the WWDC 2019
/// "Advances in Collection View Layout" slides: section bounds and contentInsets (shaded),
/// every group's outline (nested groups in their own colours), items and their
/// contentInsets, edgeSpacing and spacing gaps (hatched), headers, badges and decorations,
/// each labelled with its dimensions in one notation, the layout files' ("group 0.92fw x 300",
/// "item 1fw x 1fh", "interGroupSpacing 10").
///
/// ```swift
/// let scene = try RenderScene(layout: layout, itemCounts: [12], canvas: canvas)
/// let figure = try AnatomyFigure(scene: scene, options: AnatomyOptions(section: 0, groupLimit: 2))
/// try Renderer().write(figure, format: .svg, to: URL(fileURLWithPath: "anatomy.svg"))
/// ```
///
/// Labels never overlap and never cover the content (cells, headers, badges). Every label but
/// the sections' goes into a column beside the content (``labelColumn``, on the trailing side,
/// wide enough for the longest labels), level with its part, with a leader line; a label that
/// finds no room there goes into the margin around the content, in a shorter form if only
/// that fits. A section's label sits just outside the section. In SVG output labels are
/// `<text>` elements.
public struct AnatomyFigure: Figure {
    /// The scene whose structure is drawn.
    public let scene: RenderScene
    /// What is drawn.
    public let options: AnatomyOptions
    /// The part of the content shown, in content coordinates: the scene's viewport (or
    /// whole page), or the chosen section (cut after its last included group).
    public let region: CGRect
    /// The space around the content where labels may also go, in points.
    public let margin: CGFloat
    /// The width of the label column beside the content (trailing side), as trimmed.
    public let labelColumn: CGFloat
    /// Where the figure's top-left corner is, in content coordinates: the figure is trimmed
    /// to the region and its labels, with 12 points around them.
    public let origin: CGPoint
    public let size: CGSize
    public var scale: Int
    /// The parts drawn, in the figure's coordinates.
    public let parts: [AnatomyPart]
    /// The labels placed, in the figure's coordinates.
    public let labels: [AnatomyLabel]
    /// Labels (their longest forms) for which no free spot was found.
    public let unplacedLabels: [String]
    let diagram: AnatomyDiagram

    public var background: Color { scene.style.background }

    /// The anatomy of `scene`.
    ///
    /// - Parameters:
    ///   - scene: the scene whose layout is drawn.
    ///   - options: what the figure shows and labels.
    ///   - margin: space around the content, for section labels and labels the column has no room for.
    ///   - labelColumn: the label column's least width; it grows (up to twice that) to hold the
    ///     longest labels.
    ///   - fonts: the fonts labels are measured with (`FontEnvironment.standard()` by default;
    ///     give the renderer the same).
    /// - Throws: ``FigureError/noSuchSection(_:sectionCount:)`` for a section that does not exist.
    public init(
        scene: RenderScene, options: AnatomyOptions = AnatomyOptions(), margin: CGFloat = 24,
        labelColumn: CGFloat = 190, fonts: FontEnvironment? = nil
    ) throws {
        let space = try ContentSpace(scene: scene)
        var region = scene.geometry.rect
        if let index = options.section {
            let section = try space.section(index)
            region = Self.focus(on: section, limit: options.groupLimit, space: space, viewport: scene.host.bounds)
        }
        var built = try AnatomyBuilder(space: space, options: options, region: region).build()
        // A page's figure shows its structure, not the empty viewport (status bar, space after the last section).
        if options.section == nil,
            let trimmed = Self.structureExtent(of: built, in: region, scale: scene.host.traitCollection.displayScale),
            trimmed != region
        {
            region = trimmed
            built = try AnatomyBuilder(space: space, options: options, region: region).build()
        }
        let measurer = TextMeasurer(fonts: try fonts ?? FontEnvironment.standard())
        let isRightToLeft = scene.host.traitCollection.layoutDirection == .rightToLeft
        let framed = region.insetBy(dx: -margin, dy: -margin)
        let columnWidth = AnatomyDiagram.columnWidth(
            for: built, minimum: labelColumn,
            style: AnatomyDiagram.style(of: scene, options: options),
            measurer: measurer)
        let column =
            options.showsLabels && labelColumn > 0
            ? CGRect(
                x: isRightToLeft ? framed.minX - columnWidth : framed.maxX, y: framed.minY, width: columnWidth,
                height: framed.height) : nil
        let diagram = try AnatomyDiagram(
            scene: scene, options: options, region: region,
            labelBounds: column.map { framed.union($0) } ?? framed, labelColumn: column,
            parts: built, measurer: measurer)
        // Trimmed to what is drawn: the region and the labels, with a little room around them.
        let drawn = diagram.labels.reduce(region) { bounds, label in
            (label.leader ?? []).reduce(bounds.union(label.rect)) { $0.union(CGRect(origin: $1, size: .zero)) }
        }
        let bounds = drawn.insetBy(dx: -Self.padding, dy: -Self.padding).integral
        self.scene = scene
        self.options = options
        self.region = region
        self.margin = margin
        self.labelColumn = column.map { max(0, $0.intersection(bounds).width) } ?? 0
        self.diagram = diagram
        self.origin = bounds.origin
        self.scale = Int(scene.host.traitCollection.displayScale)
        size = bounds.size
        let dx = -bounds.minX
        let dy = -bounds.minY
        parts = diagram.parts.map { part in
            var moved = part
            moved.rects = part.rects.map { $0.offsetBy(dx: dx, dy: dy) }
            return moved
        }
        labels = diagram.labels.map { $0.offsetBy(dx: dx, dy: dy) }
        unplacedLabels = diagram.unplaced
    }

    /// The room left around the drawn region and labels, in points.
    static let padding: CGFloat = 12

    /// The part of `region` the parts cover, out to the pixel grid; `nil` when they cover none.
    static func structureExtent(of parts: [AnatomyPart], in region: CGRect, scale: CGFloat) -> CGRect? {
        guard
            let covered = parts.flatMap(\.rects).reduce(nil, { (bounds: CGRect?, rect) in bounds?.union(rect) ?? rect })
        else { return nil }
        let visible = covered.intersection(region)
        guard !visible.isNull, visible.width > 0, visible.height > 0 else { return nil }
        let grid = max(scale, 1)
        let minX = (visible.minX * grid).rounded(.down) / grid
        let minY = (visible.minY * grid).rounded(.down) / grid
        let maxX = (visible.maxX * grid).rounded(.up) / grid
        let maxY = (visible.maxY * grid).rounded(.up) / grid
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY).intersection(region)
    }

    public var accessibilityTitle: String? {
        "The structure of " + (options.section.map { scene.figurePhrase(ofSection: $0) } ?? "the layout")
    }
    public var accessibilityDescription: String? { altText }

    /// The text for a sidecar alt-text file or an SVG `<desc>`: what is labelled, in the
    /// order the labels are placed (sections, groups, items, insets, spacing).
    public var altText: String {
        var seen = Set<String>()
        let texts = labels.map(\.text).filter { seen.insert($0).inserted }
        return (accessibilityTitle ?? "") + (texts.isEmpty ? "." : ": " + texts.joined(separator: "; ") + ".")
    }

    /// A section's frame; for a sideways-scrolling section, the part in the viewport; with
    /// a group limit, cut after the last included group and the section's trailing inset.
    static func focus(on section: SolvedSection, limit: Int?, space: ContentSpace, viewport: CGRect) -> CGRect {
        var region = space.rect(section.frame)
        if section.isOrthogonal {
            let cross = space.cross(viewport)
            region = space.rect(main: space.main(region), cross: cross)
        } else if let limit, limit > 0, limit < section.groupFrames.count {
            let last = space.rect(section.groupFrames[limit - 1])
            let trail = space.mainInsets(of: section).trail
            let main = space.main(region)
            let end =
                space.isHorizontal && space.isRightToLeft
                ? space.main(last).lowerBound - trail
                : space.main(last).upperBound + trail
            let cut = space.isHorizontal && space.isRightToLeft ? end...main.upperBound : main.lowerBound...end
            region = space.rect(main: cut, cross: space.cross(region))
        }
        return region
    }

    public func draw(in canvas: FigureCanvas) throws {
        let context = canvas.context
        try context.withSavedState {
            context.translate(x: Double(-origin.x), y: Double(-origin.y))
            try AnatomyFigure.drawContent(of: scene, region: region, diagram: diagram, in: canvas)
            try diagram.drawLabels(in: canvas)
        }
    }

    /// Draws `region` of the scene (as the options say: shown, faded or hidden) and the
    /// structure over it, clipped to the region; user space is content coordinates.
    static func drawContent(
        of scene: RenderScene, region: CGRect, diagram: AnatomyDiagram,
        in canvas: FigureCanvas
    ) throws {
        let context = canvas.context
        try context.withSavedState {
            try context.clip(to: region)
            switch diagram.options.content {
            case .hidden:
                try context.fill(region, with: scene.style.background)
            case .shown, .faded:
                try SceneDrawing(scene: scene, fonts: canvas.fonts).draw(region, into: region, on: context)
                if diagram.options.content == .faded { try context.fill(region, with: diagram.style.fade) }
            }
            try diagram.drawParts(on: context)
        }
    }
}
