// Not pasted from an app: the public entry point of this module, so that the samples
// program and the tests reach the pasted layouts without the pasted files changing.
import CompositionalLayout

/// Layouts written as macOS and tvOS code (MacPhotoBrowser.swift, TVHomeScreen.swift).
public enum PlatformLayouts {
    /// The Mac photo browser: a sideways row of memories above a photo grid.
    public static func macPhotoBrowser() -> NSCollectionViewLayout { createPhotoBrowserLayout() }

    /// The Mac photo browser's sections, in order.
    public static let macPhotoBrowserSections = ["Memories", "Library"]

    /// The kind of the Mac photo browser's section headers.
    public static let macPhotoBrowserHeaderKind = photoBrowserHeaderKind

    /// The Apple TV home screen: shelves of posters that scroll sideways.
    public static func tvHomeScreen() -> UICollectionViewLayout { createHomeScreenLayout() }

    /// The Apple TV home screen's shelves, in order.
    public static let tvHomeScreenShelves = ["Up Next", "Movies", "TV Shows"]

    /// The kind of the Apple TV home screen's shelf titles.
    public static let tvHomeScreenTitleKind = homeShelfTitleKind
}
