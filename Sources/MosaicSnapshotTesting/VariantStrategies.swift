import CompositionalLayout
import MosaicRender
import MosaicSnapshot
import SnapshotTesting

extension Dictionary
where
    Key == String,
    Value == SnapshotTesting.Snapshotting<UICollectionViewCompositionalLayout, SnapshotImage>
{
    /// One `image(_:diffing:)` strategy per variant of `screen`,
    /// named after the variant (`SnapshotVariant.name`), for swift-snapshot-testing's
    /// `assertSnapshots(of:as:)`: one call covers a matrix of text sizes, directions, themes,
    /// devices and pseudo-localisation, and each reference file is named
    /// `<test>.<variant>.png` (`testSettings.accessibility-xl-rtl.png`).
    ///
    /// ```swift
    /// assertSnapshots(of: makeLayout(), as: .images(screen, variants: SnapshotVariant.matrix(
    ///     textSizes: [.large, .accessibilityExtraLarge], directions: [.leftToRight, .rightToLeft])))
    /// ```
    ///
    /// Two variants with the same name (the same variant twice) make one snapshot.
    public static func images(
        _ screen: LayoutScreen, variants: [SnapshotVariant],
        diffing: PixelDiffing = .standard
    ) -> Self {
        Dictionary(
            variants.map { ($0.name, .image(screen.variant($0), diffing: diffing)) },
            uniquingKeysWith: { first, _ in first })
    }
}

extension Dictionary
where
    Key == String,
    Value == SnapshotTesting.Snapshotting<UICollectionViewCompositionalLayout, String>
{
    /// One `frames(_:tolerance:)` strategy per variant of
    /// `screen`, named after the variant. Frames are laid out without measuring text, so the
    /// text size and pseudo-localisation change them only through section providers that
    /// read the traits; direction, device and scale change them as on iOS.
    public static func frames(_ screen: LayoutScreen, variants: [SnapshotVariant], tolerance: Double = 0) -> Self {
        Dictionary(
            variants.map { ($0.name, .frames(screen.variant($0), tolerance: tolerance)) },
            uniquingKeysWith: { first, _ in first })
    }
}

extension Dictionary where Key == String, Value == SnapshotTesting.Snapshotting<UIViewController, SnapshotImage> {
    /// One view controller `image(_:diffing:)` strategy per
    /// variant of `screen`, named after the variant, for `assertSnapshots(of:as:)`, which makes
    /// the value anew for each variant: written inline (`assertSnapshots(of:
    /// HomeViewController(), as: ...)`), each variant's controller loads with that variant's
    /// traits, so a section provider that reads them adapts as on iOS.
    public static func images(
        _ screen: LayoutScreen, variants: [SnapshotVariant],
        diffing: PixelDiffing = .standard
    ) -> Self {
        Dictionary(
            variants.map { ($0.name, .image(screen.variant($0), diffing: diffing)) },
            uniquingKeysWith: { first, _ in first })
    }
}

extension Dictionary where Key == String, Value == SnapshotTesting.Snapshotting<UIViewController, String> {
    /// One view controller `frames(_:tolerance:)` strategy per
    /// variant of `screen`, named after the variant.
    public static func frames(_ screen: LayoutScreen, variants: [SnapshotVariant], tolerance: Double = 0) -> Self {
        Dictionary(
            variants.map { ($0.name, .frames(screen.variant($0), tolerance: tolerance)) },
            uniquingKeysWith: { first, _ in first })
    }
}

extension Dictionary where Key == String, Value == SnapshotTesting.Snapshotting<UICollectionView, SnapshotImage> {
    /// One configured collection view `image(_:diffing:)`
    /// strategy per variant of `screen`, named after the variant.
    public static func images(
        _ screen: LayoutScreen, variants: [SnapshotVariant],
        diffing: PixelDiffing = .standard
    ) -> Self {
        Dictionary(
            variants.map { ($0.name, .image(screen.variant($0), diffing: diffing)) },
            uniquingKeysWith: { first, _ in first })
    }
}

extension Dictionary where Key == String, Value == SnapshotTesting.Snapshotting<UICollectionView, String> {
    /// One configured collection view `frames(_:tolerance:)`
    /// strategy per variant of `screen`, named after the variant.
    public static func frames(_ screen: LayoutScreen, variants: [SnapshotVariant], tolerance: Double = 0) -> Self {
        Dictionary(
            variants.map { ($0.name, .frames(screen.variant($0), tolerance: tolerance)) },
            uniquingKeysWith: { first, _ in first })
    }
}
