import CompositionalLayout
import Foundation
import MosaicCairo

/// Draws single elements of a scene on a drawing context whose user space is the
/// collection view's content coordinates (points).
///
/// An element whose `alpha` is below 1 is drawn as one layer faded as a whole
/// (``DrawingContext/withGroup(opacity:_:)``), as UIKit fades a view: where its own parts
/// overlap (text on a fill, a border on a fill) the upper part covers the lower one.
/// Its `transform` applies about the centre of its `frame`.
final class ElementPainter {
    let context: DrawingContext
    let looks: ElementLooks
    let measurer: TextMeasurer
    let images: ImageCache
    /// Told which element is being drawn and which images it shows, when drawn content is recorded.
    let recorder: DrawnContentRecorder?
    /// The width of one device pixel, in points.
    let pixel: CGFloat
    var style: RenderStyle { looks.style }
    var content: LayoutContent { looks.content }
    var isRightToLeft: Bool { looks.isRightToLeft }

    init(
        context: DrawingContext, scene: RenderScene, structure: LayoutStructure, measurer: TextMeasurer,
        images: ImageCache, recorder: DrawnContentRecorder? = nil
    ) {
        self.context = context
        self.looks = ElementLooks(
            style: scene.style, content: scene.content, structure: structure,
            isRightToLeft: scene.host.traitCollection.layoutDirection == .rightToLeft,
            sizeCategory: scene.host.traitCollection.preferredContentSizeCategory,
            idiom: scene.host.traitCollection.userInterfaceIdiom, language: scene.language)
        self.measurer = measurer
        self.images = images
        self.recorder = recorder
        self.pixel = 1 / scene.host.traitCollection.displayScale
    }

    func draw(_ drawable: Drawable) throws {
        switch drawable {
        case .separator(let separator): try draw(separator)
        case .element(let attributes, let role): try draw(attributes, as: role)
        }
    }

    private func draw(_ attributes: UICollectionViewLayoutAttributes, as role: ElementRole) throws {
        let opacity = Double(min(max(attributes.alpha, 0), 1))
        guard !attributes.isHidden, opacity > 0, attributes.frame.width > 0, attributes.frame.height > 0 else { return }
        if attributes.representedElementCategory == .supplementaryView, let kind = attributes.representedElementKind,
            content.isHidden(supplementaryOfKind: kind, at: attributes.indexPath)
        {
            return
        }
        if let recorder {
            recorder.beginElement(attributes, opacity: opacity, on: context)
            defer { recorder.endElement() }
            return try drawVisible(attributes, as: role, opacity: opacity)
        }
        try drawVisible(attributes, as: role, opacity: opacity)
    }

    private func drawVisible(
        _ attributes: UICollectionViewLayoutAttributes, as role: ElementRole,
        opacity: Double
    ) throws {
        let transform = attributes.transform
        // Drawing an element leaves the context's state as it found it (whoever clips or
        // transforms restores the state, and every stroke sets its width): only a transform or
        // a translucent layer needs it saved.
        guard !transform.isIdentity || opacity < 1 else { return try drawContent(of: attributes, as: role) }
        try context.withSavedState {
            if !transform.isIdentity {
                let center = attributes.center
                context.translate(x: Double(center.x), y: Double(center.y))
                context.concatenate(
                    AffineTransform(
                        m11: transform.a, m12: transform.b, m21: transform.c,
                        m22: transform.d, tX: transform.tx, tY: transform.ty))
                context.translate(x: -Double(center.x), y: -Double(center.y))
            }
            guard opacity < 1 else { return try drawContent(of: attributes, as: role) }
            // The layer only needs to cover the element and what reaches past its frame
            // (a shadow), which keeps the intermediate surface small.
            let reach = reach(of: role, at: attributes)
            try context.clip(to: attributes.frame.insetBy(dx: -reach, dy: -reach))
            try context.withGroup(opacity: opacity) { try drawContent(of: attributes, as: role) }
        }
    }

    private func drawContent(of attributes: UICollectionViewLayoutAttributes, as role: ElementRole) throws {
        switch role {
        case .cell: try drawCell(attributes)
        case .header(let isGlobal): try drawBoundary(attributes, isFooter: false, isGlobal: isGlobal)
        case .footer(let isGlobal): try drawBoundary(attributes, isFooter: true, isGlobal: isGlobal)
        case .badge: try drawBadge(attributes)
        case .decoration: try drawDecoration(attributes)
        }
    }

    /// How far an element's drawing may reach past its frame, in points: the style's cell
    /// shadow, or a configured view's own.
    private func reach(of role: ElementRole, at attributes: UICollectionViewLayoutAttributes) -> CGFloat {
        var shadow = role == .cell ? style.cell.shadow : nil
        if let own = configuredAppearance(of: attributes, as: role)?.shadow { shadow = own }
        return 2 + (shadow.map { CGFloat($0.radius + max(abs($0.offsetX), abs($0.offsetY))) } ?? 0)
    }

    /// The look a pasted screen's code configured for the element, if its view was read.
    func configuredAppearance(of attributes: UICollectionViewLayoutAttributes, as role: ElementRole) -> ViewAppearance?
    {
        switch attributes.representedElementCategory {
        case .cell: return content.cell(at: attributes.indexPath).appearance
        case .supplementaryView:
            return content.appearance(
                ofSupplementaryKind: attributes.representedElementKind ?? "", at: attributes.indexPath)
        case .decorationView:
            return content.decorationAppearances.isEmpty
                ? nil : content.decorationAppearances[attributes.representedElementKind ?? ""]
        }
    }

    /// Draws a configured view's own look in `rect`: its shadow, fill, gradient and border.
    func draw(_ appearance: ViewAppearance, in rect: CGRect) throws {
        let radii = appearance.cornerRadii
        if let shadow = appearance.shadow { try drawShadow(shadow, of: rect, radius: radii.topLeft) }
        if let fill = appearance.fill { try fillRoundedRect(rect, radii: radii, color: fill) }
        if let gradient = appearance.gradient {
            try fillGradient(gradient, in: rect, radii: appearance.clipsToBounds ? radii : .zero)
        }
        try strokeBorder(appearance.border, of: rect, radii: radii)
    }

    /// Fills `rect`, with corners of `radii`, with a gradient given in its unit square.
    func fillGradient(_ gradient: ViewAppearance.Gradient, in rect: CGRect, radii: CornerRadii) throws {
        func point(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: rect.minX + unit.x * rect.width, y: rect.minY + unit.y * rect.height)
        }
        let ramp =
            gradient.locations.map { locations in
                LinearGradient(
                    start: point(gradient.start), end: point(gradient.end),
                    stops: zip(locations, gradient.colors).map { LinearGradient.Stop(location: $0, color: $1) })
            } ?? LinearGradient(start: point(gradient.start), end: point(gradient.end), colors: gradient.colors)
        context.beginPath()
        context.addRoundedRect(rect, radii: radii)
        try context.fill(ramp)
    }

    // MARK: Shared pieces

    /// Draws a placed text, telling the recorder the size it had before it was fitted to its measurement.
    func draw(_ placed: PlacedText) throws {
        recorder?.sizeBeforeFitting = placed.sizeBeforeFitting
        try context.draw(text: placed.text, style: placed.style, in: placed.rect)
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
    func strokeBorder(_ border: Border?, of rect: CGRect, radius: Double) throws {
        try strokeBorder(border, of: rect, radii: CornerRadii(all: radius))
    }

    /// Strokes `border` inside `rect`, following corners of `radii`.
    func strokeBorder(_ border: Border?, of rect: CGRect, radii: CornerRadii) throws {
        guard let border, border.width > 0 else { return }
        let half = border.width / 2
        let fitted = radii.fitting(width: Double(rect.width), height: Double(rect.height))
        context.beginPath()
        context.addRoundedRect(
            rect.insetBy(dx: half, dy: half),
            radii: CornerRadii(
                topLeft: max(fitted.topLeft - half, 0), topRight: max(fitted.topRight - half, 0),
                bottomRight: max(fitted.bottomRight - half, 0), bottomLeft: max(fitted.bottomLeft - half, 0)))
        context.lineWidth = border.width
        try context.stroke(looks.resolve(border.color))
    }

    /// A soft shadow: rounded rectangles shrinking from the blur radius to the element's
    /// size, each adding a share of the shadow's opacity.
    func drawShadow(_ shadow: Shadow?, of rect: CGRect, radius: Double) throws {
        guard let shadow else { return }
        let color = looks.resolve(shadow.color)
        guard color.alpha > 0 else { return }
        let moved = rect.offsetBy(dx: shadow.offsetX, dy: shadow.offsetY)
        let steps = max(1, min(8, Int((shadow.radius / Double(pixel)).rounded())))
        let layer = color.withAlpha(color.alpha / Double(steps))
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
