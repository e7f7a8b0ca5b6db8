import Foundation

// UIKit's Objective-C names for what Swift calls `UICollectionElementCategory`,
// `UICollectionViewScrollDirection` and `UICollectionElementKindSectionHeader`:
// the layout engine needs them without the collection view, which lives with the other
// views in UIKitStandIns and names them as Swift does.

/// What an element is: a cell, a supplementary view, or a decoration view
/// (`UICollectionElementCategory`).
public enum UICollectionElementCategory: UInt, Sendable {
    case cell = 0
    case supplementaryView = 1
    case decorationView = 2
}

/// The axis a layout scrolls along (`UICollectionViewScrollDirection`).
public enum UICollectionViewScrollDirection: Int, Sendable {
    case vertical = 0
    case horizontal = 1
}

/// The kind of a section header supplementary view (`UICollectionElementKindSectionHeader`).
public let UICollectionElementKindSectionHeader = "UICollectionElementKindSectionHeader"
/// The kind of a section footer supplementary view (`UICollectionElementKindSectionFooter`).
public let UICollectionElementKindSectionFooter = "UICollectionElementKindSectionFooter"
