import CompositionalLayout
import Foundation
import MosaicRender
import MosaicSnapshotTesting
import XCTest

/// Full-width rows `rowHeight` points tall, the section inset `top` points from the top, as
/// an iOS app would write it.
func rowsLayout(rowHeight: CGFloat = 44, top: CGFloat = 0) -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: top, leading: 0, bottom: 0, trailing: 0)
    return UICollectionViewCompositionalLayout(section: section)
}

/// A 200 x 200 screen at 1x with `count` rows: small references, quick to draw.
func smallScreen(rows count: Int = 3, scale: CGFloat = 1) -> LayoutScreen {
    LayoutScreen(itemCounts: [count], canvas: Canvas(size: CGSize(width: 200, height: 200), scale: scale))
}

/// A test case whose failing snapshots leave their artifacts (swift-snapshot-testing's
/// actual images, Mosaic's diff images) in a folder of its own, removed when it ends.
class SnapshotTestCase: XCTestCase {
    override func setUpWithError() throws {
        let artifacts = try temporarySnapshotFolder(for: self)
        setenv("SNAPSHOT_ARTIFACTS", artifacts.path, 1)
        addTeardownBlock { unsetenv("SNAPSHOT_ARTIFACTS") }
    }
}

/// A fresh folder for snapshots recorded by a test, removed when it ends.
func temporarySnapshotFolder(for test: XCTestCase) throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("mosaic-snapshot-testing-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
}
