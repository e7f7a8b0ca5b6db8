import Foundation

/// Turns dimensions into points against a container size.
struct DimensionResolver {
    let log: DiagnosticLog
    /// The display's pixel grid: UIKit floors fractional sizes to it when it
    /// resolves them (CollectionViewCore's NSCollectionLayoutSize, see
    /// Docs/uikit-facts.md §7), so four 0.25-wide items at 3x are 93.667 wide.
    let grid: PixelGrid

    /// The points `dimension` stands for in `container`. Estimated dimensions give
    /// their estimate (self-sizing replaces it later).
    /// `what` names the dimension in a diagnostic; it is built only when one is reported.
    func resolve(_ dimension: NSCollectionLayoutDimension, in container: CGSize, _ what: @autoclosure () -> String)
        -> CGFloat
    {
        let value: CGFloat
        switch dimension.kind {
        case .fractionalWidth: value = grid.floor(container.width * dimension.dimension)
        case .fractionalHeight: value = grid.floor(container.height * dimension.dimension)
        case .absolute, .estimated, .uniformAcrossSiblings: value = dimension.dimension
        }
        return log.sanitized(value, "\(what()) \(dimension)")
    }

    /// The size `layoutSize` stands for in `container`.
    func resolve(_ layoutSize: NSCollectionLayoutSize, in container: CGSize, _ what: @autoclosure () -> String)
        -> CGSize
    {
        CGSize(
            width: resolve(layoutSize.widthDimension, in: container, "\(what()) width"),
            height: resolve(layoutSize.heightDimension, in: container, "\(what()) height"))
    }

    /// The item's contentInsets, with the edges along a self-sizing axis dropped,
    /// as UIKit ignores them there.
    func effectiveInsets(of item: NSCollectionLayoutItem, _ what: @autoclosure () -> String) -> NSDirectionalEdgeInsets
    {
        let given = item.contentInsets
        // Most items have none: materialising a million badges asks this a million times.
        if given == .zero { return given }
        var insets = log.sanitized(given, "\(what()) contentInsets")
        if item.layoutSize.widthDimension.isSelfSizing, insets.leading != 0 || insets.trailing != 0 {
            warnIgnoredInsets(what(), axis: "width")
            insets.leading = 0
            insets.trailing = 0
        }
        if item.layoutSize.heightDimension.isSelfSizing, insets.top != 0 || insets.bottom != 0 {
            warnIgnoredInsets(what(), axis: "height")
            insets.top = 0
            insets.bottom = 0
        }
        return insets
    }

    private func warnIgnoredInsets(_ what: String, axis: String) {
        let message = "\(what) contentInsets along an estimated \(axis) are ignored, as UIKit ignores them"
        log.report(message)
        LayoutWarnings.shared.warnOnce(message)
    }
}
