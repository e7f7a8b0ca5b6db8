import CompositionalLayout

extension Canvas {
    /// The traits of a collection view on this canvas: its scale, direction, size classes,
    /// appearance (the theme), text size and interface idiom.
    public var traitCollection: UITraitCollection {
        let traits = UITraitCollection(
            horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
            displayScale: scale, layoutDirection: layoutDirection)
        traits.userInterfaceStyle = theme == .dark ? .dark : .light
        traits.preferredContentSizeCategory = preferredContentSizeCategory
        traits.userInterfaceIdiom = platform.idiom
        return traits
    }
}
