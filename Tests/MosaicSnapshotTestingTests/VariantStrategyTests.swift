import CompositionalLayout
import Foundation
import MosaicRender
import MosaicSnapshotTesting
import SnapshotTesting
import XCTest

/// Variants in Swift snapshot tests: one `assertSnapshots` call per matrix, one reference
/// per variant, named after it.
final class VariantStrategyTests: SnapshotTestCase {
    /// A plain list of two self-sizing rows (UIKit's list API), as an app writes it.
    private func listLayout() -> UICollectionViewCompositionalLayout {
        .list(using: UICollectionLayoutListConfiguration(appearance: .plain))
    }

    /// 200 x 240 at 1x, two rows that say something.
    private var listScreen: LayoutScreen {
        LayoutScreen(
            itemCounts: [2], canvas: Canvas(size: CGSize(width: 200, height: 240), scale: 1),
            content: LayoutContent(sections: [
                SectionContent(items: [
                    CellContent(title: "Wi-Fi", subtitle: "Home"), CellContent(title: "Bluetooth")
                ])
            ]))
    }

    /// The references, __Snapshots__/VariantStrategyTests/testTextSizeAndLongTextMatrix.<variant>.png:
    /// right-to-left rows at Large (44 and 63 tall) and at AX5 (53-pt titles, rows growing to
    /// fit), each plain and pseudo-localised ("[Ŵî-Ƒî one]", cut where it does not fit).
    func testTextSizeAndLongTextMatrix() {
        let variants = SnapshotVariant.matrix(
            textSizes: [.large, .accessibilityExtraExtraExtraLarge],
            directions: [.rightToLeft], pseudoLocalization: [false, true])
        XCTAssertEqual(
            variants.map(\.name),
            [
                "l-rtl", "l-rtl-pseudo", "accessibility-xxxl-rtl",
                "accessibility-xxxl-rtl-pseudo"
            ])
        assertSnapshots(of: listLayout(), as: .images(listScreen, variants: variants))
    }

    func testAVariantChangesTheScreensCanvas() {
        let screen = listScreen.variant(
            SnapshotVariant(
                theme: .dark, textSize: .accessibilityMedium,
                direction: .rightToLeft, pseudoLocalization: true, scale: 2))
        XCTAssertEqual(screen.canvas.theme, .dark)
        XCTAssertEqual(screen.canvas.preferredContentSizeCategory, .accessibilityMedium)
        XCTAssertEqual(screen.canvas.layoutDirection, .rightToLeft)
        XCTAssertTrue(screen.canvas.pseudoLocalization)
        XCTAssertEqual(screen.canvas.scale, 2)
        XCTAssertEqual(screen.canvas.size, CGSize(width: 200, height: 240), "no device: the size stays")
        let phone = listScreen.variant(SnapshotVariant(device: "iphone-se"))
        XCTAssertEqual(phone.canvas.size, CGSize(width: 375, height: 667))
    }

    func testFramesPerDirectionMirrorTheColumns() throws {
        let folder = try temporarySnapshotFolder(for: self).path
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5),
                heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let screen = LayoutScreen(itemCounts: [2], canvas: Canvas(size: CGSize(width: 200, height: 200), scale: 1))
        let strategies: [String: Snapshotting<UICollectionViewCompositionalLayout, String>] =
            .frames(screen, variants: SnapshotVariant.matrix(directions: [.leftToRight, .rightToLeft]))
        XCTAssertEqual(strategies.keys.sorted(), ["ltr", "rtl"])
        for (name, strategy) in strategies {
            _ = verifySnapshot(of: layout, as: strategy, named: name, record: .all, snapshotDirectory: folder)
        }
        let read = { (name: String) in
            try String(contentsOfFile: folder + "/testFramesPerDirectionMirrorTheColumns.\(name).txt", encoding: .utf8)
        }
        let (ltr, rtl) = (try read("ltr"), try read("rtl"))
        XCTAssertTrue(ltr.contains("cell cell 0 0 0 0 100 50 0"), ltr)
        XCTAssertTrue(rtl.contains("cell cell 0 0 100 0 100 50 0"), rtl)
    }
}
