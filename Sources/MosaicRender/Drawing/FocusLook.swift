import CompositionalLayout
import MosaicCairo

/// How tvOS shows the focused item: grown about its centre, lifted above its neighbours on
/// a soft shadow. Its layout frame stays as it was (the focus effect is a transform), so
/// neighbours do not move. The HIG asks for focus to be obvious from across the room;
/// designers' notes put the lift at 1.05x to 1.1x (Docs/appkit-facts.md §6): Mosaic draws 1.1x.
enum FocusLook {
    /// How much the focused item grows.
    static let scale = 1.1
    /// The shadow under it: black, 40% at its centre, 20 points down, spreading 24.
    static let shadow = Shadow(color: ThemedColor(Color.black.withAlpha(0.4)), offsetX: 0, offsetY: 20, radius: 24)

    /// How far the focused item's drawing reaches past its frame, in points: its growth
    /// and its shadow.
    static func reach(of frame: CGRect) -> CGFloat {
        CGFloat(scale - 1) / 2 * max(frame.width, frame.height) + CGFloat(shadow.radius + shadow.offsetY)
    }
}

extension ElementPainter {
    /// Draws the cell of `attributes` as the focused item: its shadow, then the cell, grown
    /// by ``FocusLook/scale`` about its centre.
    func drawFocused(_ attributes: UICollectionViewLayoutAttributes) throws {
        let center = attributes.center
        try context.withSavedState {
            context.translate(x: Double(center.x), y: Double(center.y))
            context.scale(by: FocusLook.scale)
            context.translate(x: -Double(center.x), y: -Double(center.y))
            try drawShadow(FocusLook.shadow, of: attributes.frame, radius: style.cell.cornerRadius)
            try draw(.element(attributes, .cell))
        }
    }
}
