import Foundation

/// What solving every section needs to know about the collection view.
struct SolveContext {
    /// The axis the layout scrolls along.
    let scrollAxis: Axis
    /// The layout's container (the collection view less its adjusted insets).
    let container: LayoutContainer
    let environment: LayoutEnvironment
    let safeArea: UIEdgeInsets
    let contentInset: UIEdgeInsets
    let layoutMargins: NSDirectionalEdgeInsets
    let isRightToLeft: Bool
    let resolver: DimensionResolver
    /// Measures self-sizing elements; `nil` keeps estimates.
    let sizing: CollectionLayoutSizingFunction?
    /// The configuration's insets reference, which `.automatic` sections follow.
    let layoutReference: UIContentInsetsReference
    /// Group templates shared between sections of this solve.
    let templates = TemplateCache()

    var log: DiagnosticLog { resolver.log }

    /// The width of the readable content guide, the most a line of text should span.
    /// UIKit's guide is narrower than this only on wide, regular-width screens.
    static let readableContentWidth: CGFloat = 672

    /// The insets a contentInsetsReference stands for, across the scroll axis
    /// (leading and trailing for a vertical layout, top and bottom for a
    /// horizontal one), in the container's coordinates.
    func crossInsets(for reference: UIContentInsetsReference) -> (lead: CGFloat, trail: CGFloat) {
        let safe: (lead: CGFloat, trail: CGFloat)
        let margins: (lead: CGFloat, trail: CGFloat)
        if scrollAxis == .vertical {
            let (left, right) = (max(0, safeArea.left - contentInset.left), max(0, safeArea.right - contentInset.right))
            safe = isRightToLeft ? (right, left) : (left, right)
            margins = (layoutMargins.leading, layoutMargins.trailing)
        } else {
            safe = (max(0, safeArea.top - contentInset.top), max(0, safeArea.bottom - contentInset.bottom))
            margins = (layoutMargins.top, layoutMargins.bottom)
        }
        switch reference == .automatic ? layoutReference : reference {
        case .none: return (0, 0)
        case .automatic, .safeArea: return safe
        case .layoutMargins: return (safe.lead + margins.lead, safe.trail + margins.trail)
        case .readableContent:
            let lead = safe.lead + margins.lead
            let trail = safe.trail + margins.trail
            let available = scrollAxis.cross.length(of: container.contentSize) - lead - trail
            let excess = scrollAxis == .vertical ? max(0, available - Self.readableContentWidth) / 2 : 0
            return (lead + excess, trail + excess)
        }
    }

    /// `size` with its self-sizing axes replaced by what the sizing function
    /// measures for a supplementary view of `kind` at `indexPath`, offered the
    /// slot less `insets` (the view's own frame), as a cell is.
    func measured(
        _ item: NSCollectionLayoutItem, kind: String, at indexPath: IndexPath, size: CGSize,
        insets: NSDirectionalEdgeInsets
    ) -> CGSize {
        guard let sizing, item.layoutSize.hasSelfSizingAxis else { return size }
        let offered = CGRect(origin: .zero, size: size).inset(by: insets).size
        let answer = sizing(.supplementaryView, kind, indexPath, offered)
        return item.layoutSize.replacingSelfSizingAxes(of: size, with: answer) { value, _, axis in
            log.sanitized(value, "measured \(axis) of \(kind)")
        }
    }
}
