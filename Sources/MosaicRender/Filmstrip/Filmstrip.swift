import CompositionalLayout
import Foundation
import MosaicCairo

/// What a sideways-scrolling section does, as a strip of film: the section as it appears in
/// the viewport at the offsets ``FilmstripOffsets`` chooses for its
/// `orthogonalScrollingBehavior`: each rest position ("stop") of a paging behaviour,
/// labelled with its number and offset; evenly spaced offsets of a `.continuous` section
/// (which has no stops), labelled with the offset alone.
///
/// ```swift
/// let scene = try RenderScene(layout: layout, itemCounts: [5], canvas: canvas)
/// let strip = try Filmstrip(scene: scene, section: 0)
/// strip.frames.map(\.offset)   // [0, 178, 356, 534, 712]: five 168-point groups, 10 apart, centred in 240
/// try Renderer().writePNG(of: strip, to: URL(fileURLWithPath: "carousel.png"))
/// ```
///
/// Each frame is drawn by scrolling the scene's collection view to the stop (so the
/// section's `visibleItemsInvalidationHandler` runs there, and a carousel that scales its
/// centred item shows it scaled in every frame), then restoring the offsets it had.
///
/// The strip runs across, first frame on the left; in a right-to-left layout it reads
/// from the right. In a horizontally scrolling layout, where orthogonal sections scroll
/// vertically, it runs down.
public struct Filmstrip: Figure {
    /// One frame of the strip.
    public struct Frame: Sendable, Equatable {
        /// The frame's number, from 1.
        public var number: Int
        /// Whether the offset is a rest position (else a sample of a `.continuous` section).
        public var isRestPosition: Bool
        /// The section's scroll offset at this stop, in points (`UICollectionView.orthogonalScrollOffsets`).
        public var offset: CGFloat
        /// Where the frame is in the strip, in points.
        public var rect: CGRect
        /// Where its label is in the strip.
        public var labelRect: CGRect
        /// The part of the content it shows, in the collection view's content coordinates.
        public var region: CGRect
        /// Its label: `"2 · 178 pt"` for the second stop, `"178 pt"` for a sample of a
        /// `.continuous` section.
        public var label: String {
            isRestPosition ? "\(number) · \(Filmstrip.format(offset)) pt" : "\(Filmstrip.format(offset)) pt"
        }
    }

    /// The scene drawn (its collection view is scrolled while drawing, then restored).
    public let scene: RenderScene
    /// The section's index.
    public let section: Int
    /// How the section scrolls.
    public let behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// The frames, in stop order.
    public let frames: [Frame]
    /// The strip's size in points.
    public let size: CGSize
    /// Pixels per point of raster output (the scene's scale unless changed).
    public var scale: Int
    /// How the strip looks.
    public let style: FilmstripStyle
    /// Whether the strip runs down (a horizontally scrolling layout) rather than across.
    public let runsDown: Bool
    /// Whether the first frame is on the right (a right-to-left layout).
    public let readsFromRight: Bool
    /// Where the edge print is, if there is one.
    let captionRect: CGRect?

    public var background: Color { style.base }

    /// The offsets the frames show, and what they are.
    public let offsets: FilmstripOffsets

    /// The section's edge print: its name (`SectionContent.name`, else "section N"), its
    /// behaviour and its stops, for example `"featured · .groupPagingCentered · 5 stops"`, or
    /// for a `.continuous` section `"section 1 · .continuous · no stops · every 203 pt"`.
    public var caption: String {
        let head = "\(scene.content.sectionLabel(section)) · .\(behavior)"
        guard offsets.kind == .restPositions else {
            return head + " · no stops" + (offsets.spacing.map { " · every \(Self.format($0)) pt" } ?? "")
        }
        return head + " · \(frames.count) stop\(frames.count == 1 ? "" : "s")"
    }

    /// The filmstrip of orthogonal section `section` of `scene`.
    ///
    /// - Parameter section: the index of an orthogonally scrolling section.
    /// - Parameter scene: the scene the section belongs to.
    /// - Parameter style: the filmstrip's look (frame gap, labels, ghost).
    /// - Parameter framing: what each frame shows along the page's scroll axis.
    /// - Throws: ``FigureError`` when the section does not exist or does not scroll orthogonally.
    public init(
        scene: RenderScene, section: Int, framing: FilmstripFraming = .scrollingContent,
        style: FilmstripStyle = .standard
    ) throws {
        let space = try ContentSpace(scene: scene)
        let solved = try space.section(section)
        guard solved.isOrthogonal, let scrolling = space.layout.orthogonalScrolling(forSection: section) else {
            throw FigureError.notOrthogonal(section: section)
        }
        self.scene = scene
        self.section = section
        self.behavior = scrolling.behavior
        self.style = style
        self.scale = Int(scene.host.traitCollection.displayScale)
        self.runsDown = space.isHorizontal
        self.readsFromRight = space.isRightToLeft && !space.isHorizontal

        let region = space.frameRegion(of: solved, framing: framing)
        let grid = PixelGrid(scale: CGFloat(scale))
        let frameSize = CGSize(
            width: grid.round(region.width * style.frameScale),
            height: grid.round(region.height * style.frameScale))
        offsets = FilmstripOffsets(scrolling: scrolling)
        let stops = offsets.offsets
        let isRest = offsets.kind == .restPositions
        var frames: [Frame] = []
        var captionRect: CGRect?
        let count = CGFloat(stops.count)
        let margin = CGFloat(style.margin)
        let gutter = CGFloat(style.gutter)
        let labelBand = CGFloat(style.labelBand)
        let perforation = CGFloat(style.perforationBand)
        if runsDown {
            let top = style.caption == nil ? margin : labelBand
            for (index, offset) in stops.enumerated() {
                let y = top + CGFloat(index) * (labelBand + frameSize.height + gutter)
                let labelRect = CGRect(x: perforation, y: y, width: frameSize.width, height: labelBand)
                let rect = CGRect(origin: CGPoint(x: perforation, y: labelRect.maxY), size: frameSize)
                frames.append(
                    Frame(
                        number: index + 1, isRestPosition: isRest, offset: offset, rect: rect,
                        labelRect: labelRect, region: region))
            }
            let height = top + count * (labelBand + frameSize.height) + (count - 1) * gutter + margin
            size = CGSize(width: 2 * perforation + frameSize.width, height: height)
            if style.caption != nil {
                captionRect = CGRect(x: perforation, y: 0, width: frameSize.width, height: labelBand)
            }
        } else {
            let width = 2 * margin + count * frameSize.width + (count - 1) * gutter
            for (index, offset) in stops.enumerated() {
                let step = CGFloat(index) * (frameSize.width + gutter)
                let x = readsFromRight ? width - margin - frameSize.width - step : margin + step
                let rect = CGRect(origin: CGPoint(x: x, y: perforation), size: frameSize)
                let labelRect = CGRect(x: x, y: rect.maxY, width: frameSize.width, height: labelBand)
                frames.append(
                    Frame(
                        number: index + 1, isRestPosition: isRest, offset: offset, rect: rect,
                        labelRect: labelRect, region: region))
            }
            size = CGSize(width: width, height: 2 * perforation + frameSize.height + labelBand)
            if style.caption != nil {
                captionRect = CGRect(x: margin, y: 0, width: width - 2 * margin, height: perforation)
            }
        }
        self.frames = frames
        self.captionRect = captionRect
    }

    /// `value` as a short number: `178`, `328.67`.
    static func format(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    // MARK: Drawing

    public func draw(in canvas: FigureCanvas) throws {
        let context = canvas.context
        try context.fill(CGRect(origin: .zero, size: size), with: style.base)
        let captionSpan = try drawCaption(in: canvas)
        try drawPerforations(on: context, skipping: captionSpan)

        let view = scene.host
        let saved = view.orthogonalScrollOffsets
        defer { view.orthogonalScrollOffsets = saved }
        let drawing = SceneDrawing(scene: scene, fonts: canvas.fonts)
        for frame in frames {
            view.orthogonalScrollOffsets[section] = frame.offset
            try drawing.draw(frame.region, into: frame.rect, on: context, cornerRadius: style.frameCornerRadius)
            try drawLabel(of: frame, in: canvas)
        }
    }

    private func drawLabel(of frame: Frame, in canvas: FigureCanvas) throws {
        let number = frame.isRestPosition ? "\(frame.number)" : ""
        let offset = "\(Self.format(frame.offset)) pt"
        let numberWidth = number.isEmpty ? 0 : CGFloat(canvas.measurer.measure(number, style: style.number).width)
        let offsetWidth = CGFloat(canvas.measurer.measure(offset, style: style.offset).width)
        let gap: CGFloat = number.isEmpty ? 0 : 6
        let inset: CGFloat = 2
        let block = numberWidth + gap + offsetWidth
        let rect = frame.labelRect
        let start =
            readsFromRight || (runsDown && scene.host.traitCollection.layoutDirection == .rightToLeft)
            ? rect.maxX - inset - block : rect.minX + inset
        if !number.isEmpty {
            try canvas.drawLabel(
                number, style: style.number,
                in: CGRect(x: start, y: rect.minY, width: numberWidth + 1, height: rect.height))
        }
        if block <= rect.width - 2 * inset {
            try canvas.drawLabel(
                offset, style: style.offset,
                in: CGRect(
                    x: start + numberWidth + gap, y: rect.minY, width: offsetWidth + 1,
                    height: rect.height))
        }
    }

    /// Draws the edge print; returns the span along the strip it covers (holes skip it).
    private func drawCaption(in canvas: FigureCanvas) throws -> ClosedRange<CGFloat>? {
        guard let captionStyle = style.caption, let rect = captionRect else { return nil }
        let width = CGFloat(canvas.measurer.measure(caption, style: captionStyle).width)
        guard width <= rect.width else { return nil }
        let x = readsFromRight ? rect.maxX - width : rect.minX
        try canvas.drawLabel(
            caption, style: captionStyle, in: CGRect(x: x, y: rect.minY, width: width + 1, height: rect.height))
        return runsDown ? nil : (x - 4)...(x + width + 4)
    }

    private func drawPerforations(on context: DrawingContext, skipping skipped: ClosedRange<CGFloat>?) throws {
        let band = CGFloat(style.perforationBand)
        let pitch = CGFloat(style.perforationPitch)
        let hole =
            runsDown
            ? CGSize(width: style.perforationSize.height, height: style.perforationSize.width)
            : style.perforationSize
        guard band > 0, pitch > 0, hole.width > 0, hole.height > 0 else { return }
        let length = runsDown ? size.height : size.width
        let count = Int(length / pitch)
        let start = ((length - CGFloat(count) * pitch) / 2).rounded()
        context.beginPath()
        for index in 0..<count {
            let along = start + CGFloat(index) * pitch + (pitch - (runsDown ? hole.height : hole.width)) / 2
            if runsDown {
                for x in [(band - hole.width) / 2, size.width - band + (band - hole.width) / 2] {
                    context.addRoundedRect(
                        CGRect(x: x, y: along, width: hole.width, height: hole.height), cornerRadius: 1.5)
                }
            } else {
                if let skipped, along + hole.width >= skipped.lowerBound, along <= skipped.upperBound {
                    // The edge print is here on the top edge; keep the bottom row.
                } else {
                    context.addRoundedRect(
                        CGRect(
                            x: along, y: (band - hole.height) / 2, width: hole.width,
                            height: hole.height), cornerRadius: 1.5)
                }
                context.addRoundedRect(
                    CGRect(
                        x: along, y: size.height - band + (band - hole.height) / 2,
                        width: hole.width, height: hole.height), cornerRadius: 1.5)
            }
        }
        try context.fill(style.perforation)
    }
}
