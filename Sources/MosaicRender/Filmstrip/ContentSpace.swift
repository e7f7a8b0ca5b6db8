import CompositionalLayout
import Foundation
import MosaicCairo

/// Turns the engine's solved frames (layout space: left to right, unscrolled, unrounded)
/// into the collection view's content coordinates the way its queries do: mirrored across
/// the content's width in a right-to-left layout, rounded to the pixel grid, and moved by
/// an orthogonal section's scroll offset for what scrolls with it.
struct ContentSpace {
    let layout: UICollectionViewCompositionalLayout
    let solved: SolvedLayout
    let view: CollectionLayoutHost
    /// What the scene's elements show (for section names in labels).
    let content: LayoutContent

    init(scene: RenderScene) throws {
        content = scene.content
        guard let layout = scene.layout as? UICollectionViewCompositionalLayout else {
            throw FigureError.notCompositional
        }
        guard let solved = layout.solved else { throw FigureError.notCompositional }
        self.layout = layout
        self.solved = solved
        self.view = scene.host
    }

    var isRightToLeft: Bool { view.traitCollection.layoutDirection == .rightToLeft }
    /// Whether the page scrolls sideways (orthogonal sections then scroll vertically).
    var isHorizontal: Bool { layout.configuration.scrollDirection == .horizontal }
    var grid: PixelGrid { PixelGrid(scale: view.traitCollection.displayScale) }

    /// The section, or `FigureError.noSuchSection`.
    func section(_ index: Int) throws -> SolvedSection {
        guard solved.sections.indices.contains(index) else {
            throw FigureError.noSuchSection(index, sectionCount: solved.sections.count)
        }
        return solved.sections[index]
    }

    /// How far an orthogonal section is scrolled, on the pixel grid.
    func scrollOffset(of section: SolvedSection) -> CGFloat {
        section.isOrthogonal ? grid.round(view.orthogonalScrollOffset(forSection: section.index)) : 0
    }

    /// A layout-space rectangle in content coordinates; `scrollingIn` for what moves with an
    /// orthogonal section's content (groups, cells, the content's insets).
    func rect(_ rect: CGRect, scrollingIn section: SolvedSection? = nil) -> CGRect {
        var result = rect
        if isRightToLeft {
            result = CGRect(
                x: solved.contentSize.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
        }
        result = grid.round(result)
        if let section, section.isOrthogonal {
            let offset = scrollOffset(of: section)
            if isHorizontal {
                result.origin.y -= offset
            } else {
                result.origin.x += isRightToLeft ? offset : -offset
            }
        }
        return result
    }

    // MARK: Axes

    /// Along the page's scroll axis: y for a vertical layout.
    func main(_ rect: CGRect) -> ClosedRange<CGFloat> {
        isHorizontal ? rect.minX...rect.maxX : rect.minY...rect.maxY
    }

    /// Across the page's scroll axis: where orthogonal sections scroll.
    func cross(_ rect: CGRect) -> ClosedRange<CGFloat> {
        isHorizontal ? rect.minY...rect.maxY : rect.minX...rect.maxX
    }

    /// A rectangle from a range along the scroll axis and one across it.
    func rect(main: ClosedRange<CGFloat>, cross: ClosedRange<CGFloat>) -> CGRect {
        isHorizontal
            ? CGRect(
                x: main.lowerBound, y: cross.lowerBound, width: main.upperBound - main.lowerBound,
                height: cross.upperBound - cross.lowerBound)
            : CGRect(
                x: cross.lowerBound, y: main.lowerBound, width: cross.upperBound - cross.lowerBound,
                height: main.upperBound - main.lowerBound)
    }

    // MARK: Orthogonal sections

    /// The section's insets along the page's scroll axis (top and bottom in a vertical
    /// layout; in layout space, leading is the low side).
    func mainInsets(of section: SolvedSection) -> (lead: CGFloat, trail: CGFloat) {
        let insets = section.definition?.contentInsets ?? .zero
        return isHorizontal ? (insets.leading, insets.trailing) : (insets.top, insets.bottom)
    }

    /// The band of the page an orthogonal section scrolls in, along the scroll axis, in
    /// content coordinates: its groups and contentInsets (not its headers and footers),
    /// grown to take in badges sticking out of its cells.
    func scrollingBand(of section: SolvedSection) -> ClosedRange<CGFloat> {
        let insets = mainInsets(of: section)
        let content = section.contentFrame
        let layoutBand: CGRect =
            isHorizontal
            ? CGRect(
                x: content.minX - insets.lead, y: content.minY, width: content.width + insets.lead + insets.trail,
                height: content.height)
            : CGRect(
                x: content.minX, y: content.minY - insets.lead, width: content.width,
                height: content.height + insets.lead + insets.trail)
        var band = main(rect(layoutBand))
        let boundaryKinds = Set(section.boundaryElements.map(\.kind))
        let probe = rect(main: band.lowerBound - 200...band.upperBound + 200, cross: -1_000_000...1_000_000)
        for attributes in layout.layoutAttributesForElements(in: probe) ?? []
        where attributes.indexPath.count == 2 && attributes.indexPath.section == section.index
            && attributes.representedElementCategory != .decorationView
            && !(attributes.representedElementCategory == .supplementaryView
                && boundaryKinds.contains(attributes.representedElementKind ?? ""))
        {
            let range = main(attributes.frame)
            band = min(band.lowerBound, range.lowerBound)...max(band.upperBound, range.upperBound)
        }
        return band
    }

    /// What one frame of an orthogonal section shows, in content coordinates: the viewport
    /// across the scroll axis, and along it the section's scrolling band or its whole frame.
    func frameRegion(of section: SolvedSection, framing: FilmstripFraming) -> CGRect {
        let band = framing == .section ? main(rect(section.frame)) : scrollingBand(of: section)
        return rect(main: band, cross: cross(view.bounds))
    }

    /// The whole scrollable content of an orthogonal section at its current offset, in
    /// content coordinates, along the axis it scrolls on.
    func orthogonalContent(of section: SolvedSection) -> ClosedRange<CGFloat> {
        let frame = section.frame
        let layoutRect =
            isHorizontal
            ? CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: section.orthogonalContentLength)
            : CGRect(x: frame.minX, y: frame.minY, width: section.orthogonalContentLength, height: frame.height)
        return cross(rect(layoutRect, scrollingIn: section))
    }
}

/// Draws parts of a scene into rectangles of a figure.
struct SceneDrawing {
    let painter: ScenePainter

    init(scene: RenderScene, fonts: FontEnvironment) {
        painter = ScenePainter(scene: scene, fonts: fonts)
    }

    /// Draws `region` (content coordinates) of the scene into `destination` (user space
    /// of `context`), scaled by `destination.width / region.width`, clipped to `destination`.
    func draw(_ region: CGRect, into destination: CGRect, on context: DrawingContext, cornerRadius: Double = 0) throws {
        guard region.width > 0, region.height > 0 else { return }
        try context.withSavedState {
            if cornerRadius > 0 {
                try context.clip(to: destination, radii: CornerRadii(all: cornerRadius))
            } else {
                try context.clip(to: destination)
            }
            context.translate(x: Double(destination.minX), y: Double(destination.minY))
            let factor = Double(destination.width / region.width)
            if factor != 1 { context.scale(by: factor) }
            context.translate(x: -Double(region.minX), y: -Double(region.minY))
            // Only what the surface shows: a tall figure drawn in strips asks for one strip at a time.
            let visible = region.intersection(context.clipBounds)
            guard !visible.isNull, visible.width > 0, visible.height > 0 else { return }
            try painter.draw(visible, on: context)
        }
    }
}
