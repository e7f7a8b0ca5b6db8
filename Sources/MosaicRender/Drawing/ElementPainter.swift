import CompositionalLayout
import Foundation
import MosaicCairo

/// Draws single elements of a scene on a drawing context whose user space is the
/// collection view's content coordinates (points).
///
/// An element's `alpha` multiplies the alpha of every colour and image it draws (so where
/// its own parts overlap, such as text on a fill, they blend as separate layers rather
/// than as one flattened view). Its `transform` applies about the centre of its `frame`.
final class ElementPainter {
    let context: DrawingContext
    let content: LayoutContent
    let style: RenderStyle
    let structure: LayoutStructure
    let measurer: TextMeasurer
    let images: ImageCache
    /// The width of one device pixel, in points.
    let pixel: CGFloat
    let isRightToLeft: Bool

    init(context: DrawingContext, scene: RenderScene, structure: LayoutStructure, measurer: TextMeasurer,
         images: ImageCache) {
        self.context = context
        self.content = scene.content
        self.style = scene.style
        self.structure = structure
        self.measurer = measurer
        self.images = images
        self.pixel = 1 / scene.collectionView.traitCollection.displayScale
        self.isRightToLeft = scene.collectionView.traitCollection.layoutDirection == .rightToLeft
    }

    func draw(_ drawable: Drawable) throws {
        switch drawable {
        case let .separator(separator): try draw(separator)
        case let .element(attributes, role): try draw(attributes, as: role)
        }
    }

    private func draw(_ attributes: UICollectionViewLayoutAttributes, as role: ElementRole) throws {
        let opacity = Double(min(max(attributes.alpha, 0), 1))
        guard !attributes.isHidden, opacity > 0, attributes.frame.width > 0, attributes.frame.height > 0 else { return }
        try context.withSavedState {
            let transform = attributes.transform
            if !transform.isIdentity {
                let center = attributes.center
                context.translate(x: Double(center.x), y: Double(center.y))
                context.concatenate(AffineTransform(m11: transform.a, m12: transform.b, m21: transform.c,
                                                    m22: transform.d, tX: transform.tx, tY: transform.ty))
                context.translate(x: -Double(center.x), y: -Double(center.y))
            }
            switch role {
            case .cell: try drawCell(attributes, opacity: opacity)
            case let .header(isGlobal): try drawBoundary(attributes, isFooter: false, opacity: opacity, isGlobal: isGlobal)
            case let .footer(isGlobal): try drawBoundary(attributes, isFooter: true, opacity: opacity, isGlobal: isGlobal)
            case .badge: try drawBadge(attributes, opacity: opacity)
            case .decoration: try drawDecoration(attributes, opacity: opacity)
            }
        }
    }

    // MARK: Shared pieces

    /// The placeholder colour of a section.
    func paletteColor(section: Int) -> Color {
        let palette = style.cell.palette
        return palette.isEmpty ? style.cell.fill : palette[((section % palette.count) + palette.count) % palette.count]
    }

    /// `style` as drawn in this layout: right-to-left paragraphs in a right-to-left layout
    /// (unless the style fixes a direction), colours faded by `opacity`.
    func textStyle(_ style: TextStyle, opacity: Double) -> TextStyle {
        var style = style
        if isRightToLeft && style.direction == .automatic { style.direction = .rightToLeft }
        style.color = style.color.fading(opacity)
        return style
    }

    func fillRoundedRect(_ rect: CGRect, radius: Double, color: Color) throws {
        try fillRoundedRect(rect, radii: CornerRadii(all: radius), color: color)
    }

    func fillRoundedRect(_ rect: CGRect, radii: CornerRadii, color: Color) throws {
        context.beginPath()
        context.addRoundedRect(rect, radii: radii)
        try context.fill(color)
    }

    /// Strokes `border` inside `rect`, following its rounded corners.
    func strokeBorder(_ border: Border?, of rect: CGRect, radius: Double, opacity: Double) throws {
        guard let border, border.width > 0 else { return }
        let half = border.width / 2
        context.beginPath()
        context.addRoundedRect(rect.insetBy(dx: half, dy: half), cornerRadius: max(radius - half, 0))
        context.lineWidth = border.width
        try context.stroke(border.color.fading(opacity))
    }

    /// A soft shadow: rounded rectangles shrinking from the blur radius to the element's
    /// size, each adding a share of the shadow's opacity.
    func drawShadow(_ shadow: Shadow?, of rect: CGRect, radius: Double, opacity: Double) throws {
        guard let shadow, shadow.color.alpha > 0 else { return }
        let moved = rect.offsetBy(dx: shadow.offsetX, dy: shadow.offsetY)
        let steps = max(1, min(8, Int((shadow.radius / Double(pixel)).rounded())))
        let layer = shadow.color.withAlpha(shadow.color.alpha * opacity / Double(steps))
        for step in 0..<steps {
            let spread = shadow.radius * Double(steps - step) / Double(steps)
            try fillRoundedRect(moved.insetBy(dx: -spread, dy: -spread), radius: radius + spread, color: layer)
        }
    }

    private func draw(_ separator: Separator) throws {
        let thickness = style.separator.thickness.map { CGFloat($0) } ?? pixel
        let (a, b) = (separator.start, separator.end)
        context.beginPath()
        if a.y == b.y {
            context.addRect(CGRect(x: min(a.x, b.x), y: a.y - thickness, width: abs(b.x - a.x), height: thickness))
        } else if a.x == b.x {
            context.addRect(CGRect(x: a.x - thickness, y: min(a.y, b.y), width: thickness, height: abs(b.y - a.y)))
        } else {
            context.move(to: a)
            context.addLine(to: b)
            context.lineWidth = Double(thickness)
            try context.stroke(style.separator.color)
            return
        }
        try context.fill(style.separator.color)
    }
}
