import CompositionalLayout
import Foundation
import XCTest

/// Collection views made by tests. A layout holds its collection view weakly, as
/// in UIKit, so tests keep theirs alive here.
nonisolated(unsafe) private var liveCollectionViews: [UICollectionView] = []

/// A collection view of `width` x `height` points holding `counts` items per section.
@discardableResult
func collectionView(
    _ layout: UICollectionViewCompositionalLayout, width: CGFloat = 375, height: CGFloat = 812,
    counts: [Int], scale: CGFloat = 3,
    direction: UITraitEnvironmentLayoutDirection = .leftToRight
) -> UICollectionView {
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    view.numberOfItemsInSection = counts
    view.traitCollection = UITraitCollection(displayScale: scale, layoutDirection: direction)
    liveCollectionViews.append(view)
    return view
}

/// The frame of a cell.
func frame(
    _ layout: UICollectionViewCompositionalLayout, _ item: Int, _ section: Int = 0,
    file: StaticString = #filePath, line: UInt = #line
) -> CGRect {
    guard let attributes = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section)) else {
        XCTFail("no cell at [\(section), \(item)]", file: file, line: line)
        return .null
    }
    return attributes.frame
}

/// A rectangle, written short.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// A size from two dimensions, written short.
func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
}

/// Asserts two rectangles are equal to within a millionth of a point (thirds of a
/// point at 3x are not exact in binary).
func assertFrame(_ actual: CGRect, _ expected: CGRect, file: StaticString = #filePath, line: UInt = #line) {
    let pairs = [
        (actual.minX, expected.minX), (actual.minY, expected.minY),
        (actual.width, expected.width), (actual.height, expected.height)
    ]
    if pairs.contains(where: { abs($0.0 - $0.1) > 1e-6 }) {
        XCTFail("\(actual) is not \(expected)", file: file, line: line)
    }
}
