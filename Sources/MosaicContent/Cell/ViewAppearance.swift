import Foundation

/// How a view's rectangle looks as its code configured it: fill, gradient, corners, border
/// and shadow, with every colour already resolved for the theme.
///
/// A pasted view controller's cells, supplementary and decoration views carry one (read by
/// `LayoutContent(configuredBy:colors:)` from their `backgroundColor`,
/// `backgroundConfiguration` and `layer`), and are drawn from it alone: a view with no fill
/// is transparent, as on iOS, rather than given a placeholder colour. Layouts drawn without
/// configured views (layout files, `RenderScene(layout:)`) have none and keep the
/// placeholder look.
///
/// ```swift
/// ViewAppearance(fill: SystemColors.light.secondarySystemGroupedBackground,
///                cornerRadii: CornerRadii(all: 10))
/// ```
public struct ViewAppearance: Sendable, Hashable {
    /// An axial gradient over the view (`CAGradientLayer`), in the view's unit square: (0, 0)
    /// is its top-left corner and (1, 1) its bottom-right.
    public struct Gradient: Sendable, Hashable {
        /// The colours, in order.
        public var colors: [Color]
        /// Where each colour sits, 0 to 1; `nil` spreads them evenly.
        public var locations: [Double]?
        /// Where location 0 lies, in the unit square.
        public var start: CGPoint
        /// Where location 1 lies, in the unit square.
        public var end: CGPoint

        /// Makes a gradient.
        public init(
            colors: [Color], locations: [Double]? = nil, start: CGPoint = CGPoint(x: 0.5, y: 0),
            end: CGPoint = CGPoint(x: 0.5, y: 1)
        ) {
            self.colors = colors
            self.locations = locations
            self.start = start
            self.end = end
        }
    }

    /// The fill (may be translucent); `nil` draws none.
    public var fill: Color?
    /// A gradient drawn over the fill, inside the outline when ``clipsToBounds``, else in
    /// the view's square rectangle.
    public var gradient: Gradient?
    /// The radius of each corner of the outline.
    public var cornerRadii: CornerRadii
    /// Whether the corners follow iOS's continuous curve (`cornerCurve = .continuous`):
    /// drawn as circular arcs of the same radius, which differ from it by well under a point
    /// at the radii cells use.
    public var continuousCorners: Bool
    /// The border, along the inside of the outline (`CALayer.borderWidth`/`borderColor`).
    public var border: Border?
    /// The shadow (`CALayer.shadow…`): its colour's alpha is the layer's `shadowColor` alpha
    /// times its `shadowOpacity`.
    public var shadow: Shadow?
    /// Whether what the view shows is clipped to its outline (`clipsToBounds`, `masksToBounds`).
    public var clipsToBounds: Bool

    /// Makes an appearance; the default is transparent, square and unbordered.
    public init(
        fill: Color? = nil, gradient: Gradient? = nil, cornerRadii: CornerRadii = .zero,
        continuousCorners: Bool = false, border: Border? = nil, shadow: Shadow? = nil,
        clipsToBounds: Bool = false
    ) {
        self.fill = fill
        self.gradient = gradient
        self.cornerRadii = cornerRadii
        self.continuousCorners = continuousCorners
        self.border = border
        self.shadow = shadow
        self.clipsToBounds = clipsToBounds
    }
}
