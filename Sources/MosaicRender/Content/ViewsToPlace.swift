import CompositionalLayout
import Foundation

/// The configured views ``ConfiguredPlacement`` lays out once the layout gives them their
/// sizes: cells outside lists by index path, and headers and footers outside lists.
struct ViewsToPlace {
    var cells: [IndexPath: UICollectionViewCell] = [:]
    var supplementaries: [SupplementaryKey: UICollectionReusableView] = [:]
}
