import CompositionalLayout
import Foundation
import MosaicCairo

/// How a ``PageFigure`` looks around the page.
public struct PageFigureStyle: Sendable, Equatable {
    /// Behind the page and its filmstrips (`nil`: a grey that suits the page's appearance).
    public var desk: Color?
    /// Space around the page and the strips, in points.
    public var margin: Double
    /// Space between the page and its filmstrips.
    public var filmstripSpacing: Double
    /// Space between two filmstrips that would otherwise overlap.
    public var stripSpacing: Double
    /// Laid over the unrolled parts outside the viewport.
    public var dimming: Color
    /// The lines marking the viewport's edges in an unrolled page.
    public var viewportEdge: Color
    /// Their width.
    public var viewportEdgeWidth: Double
    /// Their dash pattern (empty for solid lines).
    public var viewportEdgeDash: [Double]
    /// The line from a section on the page to its filmstrip.
    public var connector: Color
    /// A hairline around the page in the filmstrip presentation (`nil`: none).
    public var pageBorder: Color?

    /// Makes a style.
    public init(
        desk: Color? = nil, margin: Double = 16, filmstripSpacing: Double = 28, stripSpacing: Double = 8,
        dimming: Color = Color(red: 0, green: 0, blue: 0, alpha: 0.35),
        viewportEdge: Color = Color(red8: 0x00, green8: 0x7A, blue8: 0xFF), viewportEdgeWidth: Double = 1.5,
        viewportEdgeDash: [Double] = [6, 4], connector: Color = Color(red8: 0x8E, green8: 0x8E, blue8: 0x93),
        pageBorder: Color? = Color(red8: 0xC7, green8: 0xC7, blue8: 0xCC)
    ) {
        self.desk = desk
        self.margin = margin
        self.filmstripSpacing = filmstripSpacing
        self.stripSpacing = stripSpacing
        self.dimming = dimming
        self.viewportEdge = viewportEdge
        self.viewportEdgeWidth = viewportEdgeWidth
        self.viewportEdgeDash = viewportEdgeDash
        self.connector = connector
        self.pageBorder = pageBorder
    }

    /// The standard look.
    public static let standard = PageFigureStyle()
}

/// A page of a layout with its orthogonal (sideways-scrolling) sections shown one of three
/// ways (`OrthogonalPresentation`), optionally with its anatomy drawn over it:
///
/// - `OrthogonalPresentation.clip`: the page as a screenshot, each orthogonal section at
///   its offset in `Canvas.orthogonalOffsets` (0 unless given).
/// - `OrthogonalPresentation.unroll`: the canvas widened (or, in a horizontally scrolling
///   layout, lengthened) until every orthogonal section's whole content shows; what lies
///   outside the viewport is dimmed and the viewport's edges are marked.
/// - `OrthogonalPresentation.filmstrip`: the page, and beside it (below it in a
///   horizontally scrolling layout; to its left in a right-to-left layout) each visible
///   orthogonal section's ``Filmstrip``, aligned with its section.
///
/// ```swift
/// var canvas = Canvas(device: Device.named("iphone-se")!)
/// canvas.orthogonal = .filmstrip
/// let figure = try PageFigure(layout: layout, itemCounts: [5, 12], canvas: canvas)
/// try Renderer().write(figure, format: .png, to: URL(fileURLWithPath: "page.png"))
/// ```
public struct PageFigure: Figure {
    /// A filmstrip and where it sits in the figure.
    public struct PlacedFilmstrip {
        /// The strip.
        public var filmstrip: Filmstrip
        /// Its top-left corner in the figure.
        public var origin: CGPoint
        /// The strip's rectangle in the figure.
        public var rect: CGRect { CGRect(origin: origin, size: filmstrip.size) }
        /// Where its section's band is in the figure (on the page).
        public var sectionBand: CGRect
    }

    /// The scene drawn.
    public let scene: RenderScene
    /// How orthogonal sections are shown.
    public let presentation: OrthogonalPresentation
    /// The anatomy drawn over the page, if any.
    public let anatomy: AnatomyOptions?
    public let size: CGSize
    public var scale: Int
    /// The part of the content drawn as the page, in content coordinates (wider than the
    /// viewport when unrolled).
    public let pageRegion: CGRect
    /// Where the page is in the figure.
    public let pageRect: CGRect
    /// Where the viewport (or full page) is in the figure: the undimmed part of an unrolled page.
    public let viewportRect: CGRect
    /// The filmstrips of the filmstrip presentation.
    public let filmstrips: [PlacedFilmstrip]
    /// How the figure looks around the page.
    public let style: PageFigureStyle
    let diagram: AnatomyDiagram?
    private let desk: Color

    public var background: Color { presentation == .filmstrip ? desk : scene.style.background }

    /// The labels of the anatomy overlay, in the figure's coordinates.
    public var anatomyLabels: [AnatomyLabel] {
        let dx = pageRect.minX - pageRegion.minX
        let dy = pageRect.minY - pageRegion.minY
        return diagram?.labels.map { $0.offsetBy(dx: dx, dy: dy) } ?? []
    }

    /// A figure of `scene` presented as `presentation`.
    ///
    /// - Parameters:
    ///   - scene: the scene drawn.
    ///   - presentation: how orthogonal sections appear in a still image.
    ///   - style: the page's look.
    ///   - filmstripStyle: the look of filmstrip frames, for `OrthogonalPresentation.filmstrip`.
    ///   - anatomy: draws the layout's structure over the page (not over filmstrip frames).
    ///   - fonts: the fonts anatomy labels are measured with (give the renderer the same).
    public init(
        scene: RenderScene, presentation: OrthogonalPresentation, anatomy: AnatomyOptions? = nil,
        style: PageFigureStyle = .standard, filmstripStyle: FilmstripStyle = .standard,
        fonts: FontEnvironment? = nil
    ) throws {
        let space = try ContentSpace(scene: scene)
        self.scene = scene
        self.presentation = presentation
        self.anatomy = anatomy
        self.style = style
        self.scale = Int(scene.host.traitCollection.displayScale)
        let dark = isDarkPage(scene.style.background)
        desk =
            style.desk
            ?? (dark ? Color(red8: 0x3A, green8: 0x3A, blue8: 0x3C) : Color(red8: 0xE5, green8: 0xE5, blue8: 0xEA))

        let page = scene.geometry.rect
        let visibleOrthogonal = space.solved.sections.filter { section in
            section.isOrthogonal && space.orthogonalScrollingVisible(section, in: page)
        }
        var region = page
        var strips: [PlacedFilmstrip] = []
        var pageRect = CGRect.zero
        var viewportRect = CGRect.zero
        switch presentation {
        case .clip:
            pageRect = CGRect(origin: .zero, size: page.size)
            viewportRect = pageRect
        case .unroll:
            var cross = space.cross(page)
            for section in visibleOrthogonal {
                let content = space.orthogonalContent(of: section)
                cross = min(cross.lowerBound, content.lowerBound)...max(cross.upperBound, content.upperBound)
            }
            region = space.rect(main: space.main(page), cross: cross)
            pageRect = CGRect(origin: .zero, size: region.size)
            viewportRect = page.offsetBy(dx: -region.minX, dy: -region.minY)
        case .filmstrip:
            let margin = CGFloat(style.margin)
            let gap = CGFloat(style.filmstripSpacing)
            let made = try visibleOrthogonal.map {
                try Filmstrip(scene: scene, section: $0.index, style: filmstripStyle)
            }
            // Across the page's scroll axis: page, gap, strips (strips first in right-to-left).
            let deepest = made.map { space.isHorizontal ? $0.size.height : $0.size.width }.max() ?? 0
            let stripsFirst = space.isRightToLeft && !space.isHorizontal && !made.isEmpty
            let pageCross = stripsFirst ? margin + deepest + gap : margin
            let pageOrigin = space.isHorizontal ? CGPoint(x: margin, y: pageCross) : CGPoint(x: pageCross, y: margin)
            pageRect = CGRect(origin: pageOrigin, size: page.size)
            viewportRect = pageRect
            // Along it: each strip's frames level with its section's band, pushed on past the previous strip.
            var next = -CGFloat.infinity
            for strip in made {
                let section = space.solved.sections[strip.section]
                let band = space.scrollingBand(of: section)
                let onPage = (band.lowerBound - space.main(page).lowerBound) + space.main(pageRect).lowerBound
                let frameOffset = space.isHorizontal ? strip.frames[0].rect.minX : strip.frames[0].rect.minY
                let along = max(next, onPage - frameOffset)
                let across: CGFloat
                if space.isHorizontal {
                    across = pageRect.maxY + gap
                } else {
                    across = stripsFirst ? pageRect.minX - gap - strip.size.width : pageRect.maxX + gap
                }
                let origin = space.isHorizontal ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along)
                let clipped =
                    max(
                        band.lowerBound, space.main(page).lowerBound)...min(
                        band.upperBound,
                        space.main(page).upperBound)
                let bandOnPage = space.rect(main: clipped, cross: space.cross(page))
                    .offsetBy(dx: pageRect.minX - page.minX, dy: pageRect.minY - page.minY)
                strips.append(PlacedFilmstrip(filmstrip: strip, origin: origin, sectionBand: bandOnPage))
                next = along + (space.isHorizontal ? strip.size.width : strip.size.height) + CGFloat(style.stripSpacing)
            }
            // A strip reaching before the margin moves everything on, keeping the alignment.
            let first = strips.map { space.isHorizontal ? $0.origin.x : $0.origin.y }.min() ?? margin
            if first < margin {
                let shift = margin - first
                let (dx, dy) = space.isHorizontal ? (shift, CGFloat(0)) : (CGFloat(0), shift)
                pageRect = pageRect.offsetBy(dx: dx, dy: dy)
                viewportRect = pageRect
                strips = strips.map { placed in
                    var moved = placed
                    moved.origin = CGPoint(x: placed.origin.x + dx, y: placed.origin.y + dy)
                    moved.sectionBand = placed.sectionBand.offsetBy(dx: dx, dy: dy)
                    return moved
                }
            }
        }
        pageRegion = region
        self.pageRect = pageRect
        self.viewportRect = viewportRect
        filmstrips = strips
        let extent = strips.reduce(pageRect) { $0.union($1.rect) }
        let outer = presentation == .filmstrip ? CGFloat(style.margin) : 0
        size = CGSize(width: extent.maxX + outer, height: extent.maxY + outer)
        if let anatomy {
            let measurer = TextMeasurer(fonts: try fonts ?? FontEnvironment.standard())
            diagram = try AnatomyDiagram(
                scene: scene, options: anatomy, region: region, labelBounds: region,
                measurer: measurer)
        } else {
            diagram = nil
        }
    }

    /// A figure of a layout on a canvas, presented as `canvas.orthogonal` says, with the
    /// anatomy overlay when `canvas.anatomy` is set.
    public init(
        layout: UICollectionViewCompositionalLayout, itemCounts: [Int], content: LayoutContent = LayoutContent(),
        canvas: Canvas, style: RenderStyle? = nil, separators: (any SeparatorProvider)? = nil,
        anatomy: AnatomyOptions = AnatomyOptions()
    ) throws {
        var plain = canvas
        plain.orthogonal = .clip
        plain.anatomy = false
        let scene = try RenderScene(
            layout: layout, itemCounts: itemCounts, content: content, canvas: plain, style: style,
            separators: separators)
        try self.init(scene: scene, presentation: canvas.orthogonal, anatomy: canvas.anatomy ? anatomy : nil)
    }

    // MARK: Drawing

    public func draw(in canvas: FigureCanvas) throws {
        let context = canvas.context
        try context.withSavedState {
            context.translate(x: Double(pageRect.minX - pageRegion.minX), y: Double(pageRect.minY - pageRegion.minY))
            if let diagram {
                try AnatomyFigure.drawContent(of: scene, region: pageRegion, diagram: diagram, in: canvas)
            } else {
                try SceneDrawing(scene: scene, fonts: canvas.fonts).draw(pageRegion, into: pageRegion, on: context)
            }
        }
        if presentation == .unroll { try drawViewportMarks(on: context) }
        if let diagram {
            try context.withSavedState {
                context.translate(
                    x: Double(pageRect.minX - pageRegion.minX), y: Double(pageRect.minY - pageRegion.minY))
                try diagram.drawLabels(in: canvas)
            }
        }
        guard presentation == .filmstrip else { return }
        if let border = style.pageBorder {
            context.beginPath()
            context.addRect(pageRect.insetBy(dx: -0.5, dy: -0.5))
            context.lineWidth = 1
            try context.stroke(border)
        }
        for placed in filmstrips {
            try drawConnector(to: placed, on: context)
            try context.withSavedState {
                context.translate(x: Double(placed.origin.x), y: Double(placed.origin.y))
                try placed.filmstrip.draw(in: canvas)
            }
        }
    }

    /// Dims what lies outside the viewport and marks the viewport's edges.
    private func drawViewportMarks(on context: DrawingContext) throws {
        guard viewportRect != pageRect else { return }
        let outside = AnatomyBuilder.ring(outer: pageRect, inner: viewportRect.intersection(pageRect))
        for rect in outside { try context.fill(rect, with: style.dimming) }
        try context.withSavedState {
            context.beginPath()
            let horizontal = viewportRect.height < pageRect.height - 0.5
            let half = CGFloat(style.viewportEdgeWidth / 2)
            if horizontal {
                for y in [viewportRect.minY + half, viewportRect.maxY - half] {
                    context.move(to: CGPoint(x: pageRect.minX, y: y))
                    context.addLine(to: CGPoint(x: pageRect.maxX, y: y))
                }
            } else {
                for x in [viewportRect.minX + half, viewportRect.maxX - half] {
                    context.move(to: CGPoint(x: x, y: pageRect.minY))
                    context.addLine(to: CGPoint(x: x, y: pageRect.maxY))
                }
            }
            context.lineWidth = style.viewportEdgeWidth
            if !style.viewportEdgeDash.isEmpty { context.setDash(style.viewportEdgeDash) }
            try context.stroke(style.viewportEdge)
        }
    }

    /// A line from the section's band on the page to its strip's frames, with a dot on the page.
    private func drawConnector(to placed: PlacedFilmstrip, on context: DrawingContext) throws {
        let strip = placed.filmstrip
        let frames = strip.frames.reduce(strip.frames[0].rect) { $0.union($1.rect) }.offsetBy(
            dx: placed.origin.x,
            dy: placed.origin.y)
        let band = placed.sectionBand
        let start: CGPoint
        let end: CGPoint
        if strip.runsDown {
            start = CGPoint(x: band.midX, y: pageRect.maxY)
            end = CGPoint(x: frames.midX, y: placed.rect.minY)
        } else if placed.rect.maxX <= pageRect.minX {
            start = CGPoint(x: pageRect.minX, y: band.midY)
            end = CGPoint(x: placed.rect.maxX, y: frames.midY)
        } else {
            start = CGPoint(x: pageRect.maxX, y: band.midY)
            end = CGPoint(x: placed.rect.minX, y: frames.midY)
        }
        context.beginPath()
        context.move(to: start)
        if strip.runsDown {
            let middle = (start.y + end.y) / 2
            context.addLine(to: CGPoint(x: start.x, y: middle))
            context.addLine(to: CGPoint(x: end.x, y: middle))
        } else {
            let middle = (start.x + end.x) / 2
            context.addLine(to: CGPoint(x: middle, y: start.y))
            context.addLine(to: CGPoint(x: middle, y: end.y))
        }
        context.addLine(to: end)
        context.lineWidth = 1
        try context.stroke(style.connector)
        context.beginPath()
        context.addCircle(center: start, radius: 2.5)
        try context.fill(style.connector)
    }
}

extension ContentSpace {
    /// Whether a section's scrolling band meets `rect` along the page's scroll axis.
    func orthogonalScrollingVisible(_ section: SolvedSection, in rect: CGRect) -> Bool {
        let band = scrollingBand(of: section)
        let range = main(rect)
        return band.upperBound > range.lowerBound && band.lowerBound < range.upperBound
    }
}
