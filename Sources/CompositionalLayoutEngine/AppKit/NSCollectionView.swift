import Foundation

/// AppKit's names that layout code reaches through `NSCollectionView`: the scroll
/// direction, the element kinds and the kinds of section headers and footers.
///
/// Only the names layout code uses live here. A macOS app's collection view set-up
/// (NSScrollView, NSCollectionViewItem, nibs) has no counterpart in Mosaic; a layout
/// written for macOS is attached to Mosaic's headless `UICollectionView`, to a
/// layout file's canvas or to a render scene. A caseless enum, so that nothing makes
/// an instance that would pretend to be a view.
public enum NSCollectionView {
    /// The axis a layout scrolls along: `.vertical` or `.horizontal`, as in AppKit.
    public typealias ScrollDirection = UICollectionViewScrollDirection

    /// The kind of a supplementary view (a string in AppKit's Swift interface).
    public typealias SupplementaryElementKind = String

    /// The kind of a decoration view (a string in AppKit's Swift interface).
    public typealias DecorationElementKind = String

    /// The kind of a section header. AppKit's `NSCollectionElementKindSectionHeader`
    /// holds the same string as UIKit's constant, so the renderer draws both alike.
    public static let elementKindSectionHeader: SupplementaryElementKind = UICollectionElementKindSectionHeader

    /// The kind of a section footer, the same string as UIKit's.
    public static let elementKindSectionFooter: SupplementaryElementKind = UICollectionElementKindSectionFooter
}

/// What an element is, under AppKit's name. AppKit calls a cell an *item*
/// (`NSCollectionElementCategory.item`); ``UICollectionElementCategory/item`` spells it so.
/// AppKit's fourth category, `.interItemGap`, marks drop indicators, which a layout never makes.
public typealias NSCollectionElementCategory = UICollectionElementCategory

extension UICollectionElementCategory {
    /// A cell, as AppKit names it (`NSCollectionElementCategory.item`).
    public static var item: Self { .cell }
}
