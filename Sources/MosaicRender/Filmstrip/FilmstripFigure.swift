import CompositionalLayout
import Foundation
import MosaicCairo

/// A filmstrip for an article: one orthogonal section's frames on a plain background,
/// wrapped into rows to fit a column, trimmed to its content, with a caption naming the
/// section and its behaviour.
///
/// The first frame shows the section mid-drag (the ``ScrollDrag`` just released) with a
/// dashed ghost of each cell where the behaviour brings it to rest, so behaviours with
/// the same rest positions still look different (`.groupPaging` turns one group;
/// `.continuousGroupLeadingBoundary` glides on and rests on a group's edge). The other
/// frames are ``FilmstripOffsets``: the rest positions, or evenly spaced offsets of a
/// `.continuous` section, at most `maximumFrames` in all.
///
/// Frames keep their size in points and labels their text size: a figure too wide for
/// `maximumWidth` wraps into more rows first, and only a single frame wider than the
/// column is drawn smaller, down to ``minimumFrameScale``.
///
/// With `showsPage`, the page (the viewport at rest) comes first, at the frames' size, with
/// the section's band outlined, and the frames wrap beside it.
public struct FilmstripFigure: Figure {
    /// One frame.
    public struct Frame: Sendable, Equatable {
        /// The section's offset drawn.
        public var offset: CGFloat
        /// Where the section comes to rest from here (the drag frame only).
        public var ghostOffset: CGFloat?
        /// Where the frame is in the figure, in points.
        public var rect: CGRect
        /// Its label.
        public var label: String
    }

    /// Frames are drawn at no less than this fraction of their size.
    public static let minimumFrameScale: CGFloat = 0.5
    static let margin: CGFloat = 12, gutter: CGFloat = 12, labelBand: CGFloat = 20, captionBand: CGFloat = 24

    public let scene: RenderScene
    public let section: Int
    public let behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// The frames, row by row.
    public let frames: [Frame]
    /// The caption above the frames.
    public let caption: String
    /// The number of frames in a row.
    public let columns: Int
    public let size: CGSize
    public var scale: Int
    public let background: Color
    /// What the frames show, in content coordinates.
    public let region: CGRect
    /// Where the page is drawn in the figure, when it is shown.
    public let pageRect: CGRect?
    /// What the page shows, in content coordinates: a screen's worth around the section.
    public let pageRegion: CGRect
    private let textColor: Color
    private let mutedColor: Color

    /// The figure of orthogonal section `section` of `scene`.
    ///
    /// - Parameters:
    ///   - section: the index of an orthogonally scrolling section.
    ///   - scene: the scene the section belongs to.
    ///   - drag: the drag the first frame shows.
    ///   - maximumWidth: the widest the figure may be, in output pixels (`nil`: one row).
    ///   - maximumFrames: the most frames, the drag frame included (at least 1).
    ///   - showsDrag: whether the first frame is the drag with its ghost.
    ///   - showsPage: whether the page, with the section outlined, comes before the frames.
    /// - Throws: ``FigureError`` for a missing or non-orthogonal section, or a column too
    ///   narrow for one frame at ``minimumFrameScale``.
    public init(
        scene: RenderScene, section: Int, maximumWidth: Int? = nil, maximumFrames: Int = 5,
        drag: ScrollDrag = .standard, showsDrag: Bool = true, showsPage: Bool = false
    ) throws {
        let space = try ContentSpace(scene: scene)
        let solved = try space.section(section)
        guard solved.isOrthogonal, let scrolling = space.layout.orthogonalScrolling(forSection: section) else {
            throw FigureError.notOrthogonal(section: section)
        }
        self.scene = scene
        self.section = section
        behavior = scrolling.behavior
        let displayScale = scene.host.traitCollection.displayScale
        scale = Int(displayScale)
        let dark = isDarkPage(scene.style.background)
        background = dark ? Color(red8: 0x1C, green8: 0x1C, blue8: 0x1E) : Color(red8: 0xF2, green8: 0xF2, blue8: 0xF7)
        textColor = dark ? Color(red8: 0xF2, green8: 0xF2, blue8: 0xF7) : Color(red8: 0x1C, green8: 0x1C, blue8: 0x1E)
        mutedColor = dark ? Color(red8: 0xAE, green8: 0xAE, blue8: 0xB2) : Color(red8: 0x63, green8: 0x63, blue8: 0x66)
        region = space.frameRegion(of: solved, framing: .scrollingContent)

        let chosen = FilmstripOffsets(scrolling: scrolling)
        var specs: [(offset: CGFloat, ghost: CGFloat?, label: String)] = []
        if showsDrag {
            let rate = solved.definition?.orthogonalScrollingProperties.decelerationRate.rawValue ?? 0
            let motion = ScrollMotion(scrolling: scrolling, drag: drag, decelerationRate: rate, scale: displayScale)
            let grid = PixelGrid(scale: displayScale)
            specs.append(
                (
                    grid.round(motion.releaseOffset), grid.round(motion.restOffset),
                    "released at \(Filmstrip.format(grid.round(motion.releaseOffset))) pt → rests at "
                        + "\(Filmstrip.format(grid.round(motion.restOffset))) pt"
                ))
        }
        for (index, offset) in chosen.offsets.enumerated() where specs.count < max(maximumFrames, 1) {
            let text =
                chosen.kind == .restPositions
                ? "stop \(index + 1) · \(Filmstrip.format(offset)) pt"
                : "\(Filmstrip.format(offset)) pt"
            specs.append((offset, nil, text))
        }
        // A section named after its behaviour is not named twice.
        let name = scene.figureName(ofSection: section)
        let head = name == "\(behavior)" ? ".\(behavior)" : "\(name) · .\(behavior)"
        caption =
            chosen.kind == .restPositions
            ? "\(head) · \(chosen.offsets.count) stop\(chosen.offsets.count == 1 ? "" : "s")"
            : "\(head) · no stops" + (chosen.spacing.map { ", frames every \(Filmstrip.format($0)) pt" } ?? "")

        // Wrap before shrinking: fewer frames a row, then smaller frames, never below the minimum.
        let margin = Self.margin
        let gutter = Self.gutter
        let points = CGFloat(scale)
        // The page, when shown, takes the first column at the frames' scale: a screen's worth of
        // it around the section (the section may be far down a full page).
        let page = Self.screen(around: region, space: space, page: scene.geometry.rect, viewport: scene.host.bounds)
        pageRegion = page
        let pageWidth = showsPage ? page.width : 0
        let pageGap = showsPage ? gutter : 0
        var factor: CGFloat = 1
        var columns = specs.count
        if let maximumWidth {
            let available = CGFloat(maximumWidth) / points - 2 * margin
            if pageWidth + pageGap + region.width > available {
                factor = (available - pageGap) / (pageWidth + region.width)
                guard factor >= Self.minimumFrameScale else {
                    let needed = Int(
                        ((pageWidth + region.width) * Self.minimumFrameScale + pageGap + 2 * margin) * points)
                    throw FigureError.tooNarrow(maximumWidth: maximumWidth, needed: needed)
                }
            }
            let width = (region.width * factor * points).rounded(.down) / points
            let left = available - (pageWidth * factor * points).rounded(.down) / points - pageGap
            columns = max(1, min(specs.count, Int(((left + gutter) / (width + gutter)).rounded(.down))))
        }
        let frameSize = CGSize(
            width: (region.width * factor * points).rounded(.down) / points,
            height: (region.height * factor * points).rounded(.down) / points)
        let pageSize = CGSize(
            width: (page.width * factor * points).rounded(.down) / points,
            height: (page.height * factor * points).rounded(.down) / points)
        pageRect = showsPage ? CGRect(origin: CGPoint(x: margin, y: margin + Self.captionBand), size: pageSize) : nil
        let framesLeft = margin + (pageRect.map { $0.width + gutter } ?? 0)
        self.columns = columns
        let rows = (specs.count + columns - 1) / columns
        let rowHeight = frameSize.height + Self.labelBand
        frames = specs.enumerated().map { index, spec in
            let column = index % columns
            let row = index / columns
            let rect = CGRect(
                x: framesLeft + CGFloat(column) * (frameSize.width + gutter),
                y: margin + Self.captionBand + CGFloat(row) * (rowHeight + gutter),
                width: frameSize.width, height: frameSize.height)
            return Frame(offset: spec.offset, ghostOffset: spec.ghost, rect: rect, label: spec.label)
        }
        let framesHeight = CGFloat(rows) * rowHeight + CGFloat(rows - 1) * gutter
        size = CGSize(
            width: framesLeft + margin + CGFloat(columns) * frameSize.width + CGFloat(columns - 1) * gutter,
            height: 2 * margin + Self.captionBand + max(framesHeight, pageRect.map { $0.height + Self.labelBand } ?? 0))
    }

    public var accessibilityTitle: String? { caption }
    public var accessibilityDescription: String? { altText }

    /// The text for a sidecar alt-text file or an SVG `<desc>`.
    public var altText: String {
        (pageRect == nil ? "" : "The page with \(scene.figurePhrase(ofSection: section)) outlined, then f")
            + (pageRect == nil ? "F" : "")
            + "rames of \(scene.figurePhrase(ofSection: section)), which scrolls sideways with "
            + ".\(behavior): " + frames.map(\.label).joined(separator: "; ") + "."
    }

    public func draw(in canvas: FigureCanvas) throws {
        let context = canvas.context
        let view = scene.host
        let saved = view.orthogonalScrollOffsets
        defer { view.orthogonalScrollOffsets = saved }
        let drawing = SceneDrawing(scene: scene, fonts: canvas.fonts)
        let captionStyle = TextStyle(
            weight: .bold, size: 13, color: textColor, wraps: false, direction: .leftToRight,
            verticalAlignment: .center)
        let labelStyle = TextStyle(
            size: 11, color: mutedColor, wraps: false, direction: .leftToRight,
            verticalAlignment: .center)
        try canvas.drawLabel(
            caption, style: captionStyle,
            in: CGRect(
                x: Self.margin, y: Self.margin, width: size.width - 2 * Self.margin,
                height: Self.captionBand - 6))
        if let pageRect { try drawPage(in: pageRect, drawing: drawing, label: labelStyle, on: canvas) }
        for frame in frames {
            let ghosts = frame.ghostOffset.map { cells(atOffset: $0) } ?? []
            view.setOrthogonalScrollOffset(frame.offset, forSection: section)
            try drawing.draw(region, into: frame.rect, on: context, cornerRadius: 6)
            if !ghosts.isEmpty {
                let factor = frame.rect.width / region.width
                try context.withSavedState {
                    try context.clip(to: frame.rect)
                    context.beginPath()
                    for ghost in ghosts {
                        context.addRoundedRect(
                            CGRect(
                                x: frame.rect.minX + (ghost.minX - region.minX) * factor + 1,
                                y: frame.rect.minY + (ghost.minY - region.minY) * factor + 1,
                                width: ghost.width * factor - 2, height: ghost.height * factor - 2),
                            cornerRadius: 4)
                    }
                    // A white edge under the dashes keeps the ghost visible on any cell colour.
                    context.lineWidth = 4
                    try context.stroke(Color(red8: 0xFF, green8: 0xFF, blue8: 0xFF), preservingPath: true)
                    context.lineWidth = 2
                    context.setDash([5, 3])
                    try context.stroke(Color(red8: 0x1C, green8: 0x1C, blue8: 0x1E))
                }
            }
            try canvas.drawLabel(
                frame.label, style: labelStyle,
                in: CGRect(
                    x: frame.rect.minX, y: frame.rect.maxY, width: frame.rect.width,
                    height: Self.labelBand))
        }
    }

    /// A viewport-sized part of `page` with `band` in its middle along the scroll axis, kept
    /// inside the page.
    static func screen(around band: CGRect, space: ContentSpace, page: CGRect, viewport: CGRect) -> CGRect {
        let length = min(
            space.main(viewport).upperBound - space.main(viewport).lowerBound,
            space.main(page).upperBound - space.main(page).lowerBound)
        let middle = (space.main(band).lowerBound + space.main(band).upperBound) / 2
        let start = min(max(middle - length / 2, space.main(page).lowerBound), space.main(page).upperBound - length)
        return space.rect(main: start...start + length, cross: space.cross(page))
    }

    /// The page at rest, with the section's band outlined and a label under it.
    private func drawPage(in rect: CGRect, drawing: SceneDrawing, label: TextStyle, on canvas: FigureCanvas) throws {
        let page = pageRegion
        try drawing.draw(page, into: rect, on: canvas.context, cornerRadius: 6)
        let factor = rect.width / page.width
        let band = CGRect(
            x: rect.minX + (region.minX - page.minX) * factor, y: rect.minY + (region.minY - page.minY) * factor,
            width: region.width * factor, height: region.height * factor
        ).intersection(rect)
        if !band.isNull {
            try canvas.context.withSavedState {
                canvas.context.beginPath()
                canvas.context.addRect(band.insetBy(dx: 1, dy: 1))
                canvas.context.lineWidth = 2
                try canvas.context.stroke(Color(red8: 0x00, green8: 0x7A, blue8: 0xFF))
            }
        }
        try canvas.drawLabel(
            "the page · \(scene.figureName(ofSection: section)) outlined", style: label,
            in: CGRect(x: rect.minX, y: rect.maxY, width: rect.width, height: Self.labelBand))
    }

    /// The section's cells in the region when it rests at `offset`, in content coordinates:
    /// the ghost of a drag frame.
    func cells(atOffset offset: CGFloat) -> [CGRect] {
        let view = scene.host
        let saved = view.orthogonalScrollOffsets
        defer { view.orthogonalScrollOffsets = saved }
        view.setOrthogonalScrollOffset(offset, forSection: section)
        return cellFrames()
    }

    /// The section's cells in the region at the collection view's current offsets.
    private func cellFrames() -> [CGRect] {
        let attributes = scene.layout.layoutAttributesForElements(in: region) ?? []
        return attributes.filter {
            $0.representedElementCategory == .cell && $0.indexPath.section == section && !$0.isHidden
        }.map(\.frame)
    }
}
