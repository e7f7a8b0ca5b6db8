import Foundation

/// A soft shadow under an element.
public struct Shadow: Sendable, Hashable {
    /// The shadow's colour in each appearance; its alpha is the opacity at the shadow's centre.
    public var color: ThemedColor
    /// How far the shadow is moved from the element, in points.
    public var offsetX: Double
    /// How far the shadow is moved down, in points.
    public var offsetY: Double
    /// How far the shadow spreads past the element's edge, in points (a blur radius).
    public var radius: Double

    /// Makes a shadow.
    public init(color: ThemedColor, offsetX: Double = 0, offsetY: Double = 2, radius: Double = 6) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.radius = radius
    }
}

extension Shadow {
    /// How far past the element's frame the shadow can reach: its radius plus its larger offset.
    public var reach: Double { radius + max(abs(offsetX), abs(offsetY)) }

    /// A shadow written as a layer's: `CALayer`'s defaults are a black colour, an offset of
    /// (0, -3) and a radius of 3; `opacity` is the colour's alpha at the centre.
    public init(
        opacity: Double, color: ThemedColor = .black, offsetX: Double = 0, offsetY: Double = -3,
        radius: Double = 3
    ) {
        self.init(
            color: ThemedColor(
                light: color.light.withAlpha(color.light.alpha * opacity),
                dark: color.dark.withAlpha(color.dark.alpha * opacity)), offsetX: offsetX, offsetY: offsetY,
            radius: radius)
    }
}

extension LayoutContent {
    /// How far past their frames the cells' shadows reach: the furthest of `base` (the
    /// style's shadow), the sections' ``SectionContent/cellShadow`` and the cells' own.
    package func shadowReach(over base: Shadow?) -> CGFloat {
        var reach = base?.reach ?? 0
        for section in sections {
            if let shadow = section.cellShadow { reach = max(reach, shadow.reach) }
            for item in section.items { if let shadow = item.shadow { reach = max(reach, shadow.reach) } }
        }
        return CGFloat(reach)
    }
}
