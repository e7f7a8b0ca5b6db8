import Foundation

// AppKit's names for the compositional layout, beside UIKit's. AppKit's layout classes
// (macOS 10.15) have the same initialisers, properties and behaviour as UIKit's, so each
// name is the UIKit type under AppKit's spelling: one implementation, one set of frames,
// and nothing to keep in step. Like the rest of the layout model they are nonisolated,
// as AppKit's are, so layout code written for macOS runs on any thread here.
// Where AppKit behaves differently, Docs/appkit-facts.md says how and why.

/// AppKit's base class of collection view layouts: the type `createLayout()` returns
/// in macOS code.
public typealias NSCollectionViewLayout = UICollectionViewLayout

/// AppKit's compositional layout: `init(section:)`, `init(section:configuration:)`,
/// `init(sectionProvider:)` and `init(sectionProvider:configuration:)`, as on macOS.
public typealias NSCollectionViewCompositionalLayout = UICollectionViewCompositionalLayout

/// AppKit's layout-wide settings: `scrollDirection`, `interSectionSpacing` and
/// `boundarySupplementaryItems`.
public typealias NSCollectionViewCompositionalLayoutConfiguration = UICollectionViewCompositionalLayoutConfiguration

/// Returns the section at an index, given the environment, as AppKit's section provider does.
public typealias NSCollectionViewCompositionalLayoutSectionProvider = UICollectionViewCompositionalLayoutSectionProvider

/// How a section scrolls along the axis orthogonal to the layout's, under AppKit's name;
/// the same six cases with the same raw values.
public typealias NSCollectionLayoutSectionOrthogonalScrollingBehavior =
    UICollectionLayoutSectionOrthogonalScrollingBehavior
