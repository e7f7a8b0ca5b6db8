import Foundation

/// Layout-wide settings: scroll direction, spacing between sections, a global
/// header and footer, and the insets reference.
public final class UICollectionViewCompositionalLayoutConfiguration {
    /// The axis the layout scrolls along.
    public var scrollDirection: UICollectionViewScrollDirection = .vertical
    /// Space between consecutive sections.
    public var interSectionSpacing: CGFloat = 0
    /// A header before the first section, a footer after the last.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Which container insets the layout's container reports as effective, and
    /// what sections with `.automatic` use. UIKit's default is `.safeArea`.
    public var contentInsetsReference: UIContentInsetsReference = .safeArea

    /// A configuration with UIKit's defaults.
    public init() {}

    /// The reference sections with `.automatic` follow: `.safeArea` when this is `.automatic` too.
    var resolvedContentInsetsReference: UIContentInsetsReference {
        contentInsetsReference == .automatic ? .safeArea : contentInsetsReference
    }
}
