import CompositionalLayout
import XCTest

@testable import MosaicRender

/// Elements are drawn by zIndex; at equal zIndex decorations, cells, separators, then
/// supplementaries; at equal rank in the layout's order.
final class DrawOrderTests: XCTestCase {
    private func element(
        _ category: UICollectionView.ElementCategory, _ role: ElementRole, zIndex: Int,
        item: Int = 0
    ) -> Drawable {
        .element(
            UICollectionViewLayoutAttributes(
                frame: .zero, indexPath: IndexPath(item: item, section: 0),
                category: category, kind: category == .cell ? nil : "kind",
                zIndex: zIndex), role)
    }

    private func names(_ drawables: [Drawable]) -> [String] {
        drawables.map { drawable in
            switch drawable {
            case .separator: return "separator"
            case .element(let attributes, let role): return "\(role)\(attributes.indexPath.item)@\(attributes.zIndex)"
            }
        }
    }

    func testEqualZIndexGoesDecorationsCellsSeparatorsSupplementaries() {
        let drawables = [
            element(.supplementaryView, .badge, zIndex: 0),
            element(.cell, .cell, zIndex: 0, item: 1),
            .separator(Separator(start: .zero, end: CGPoint(x: 10, y: 0))),
            element(.decorationView, .decoration, zIndex: 0),
            element(.cell, .cell, zIndex: 0, item: 0)
        ]
        XCTAssertEqual(
            names(DrawOrder.sorted(drawables)),
            ["decoration0@0", "cell1@0", "cell0@0", "separator", "badge0@0"])
    }

    func testDrawablesAlreadyInOrderKeepTheLayoutsOrder() {
        let drawables = [
            element(.cell, .cell, zIndex: 0, item: 2), element(.cell, .cell, zIndex: 0, item: 0),
            element(.cell, .cell, zIndex: 0, item: 1), element(.supplementaryView, .badge, zIndex: 0, item: 2)
        ]
        XCTAssertEqual(names(DrawOrder.sorted(drawables)), ["cell2@0", "cell0@0", "cell1@0", "badge2@0"])
    }

    func testZIndexComesFirst() {
        let drawables = [
            element(.supplementaryView, .header(isGlobal: false), zIndex: -1),
            element(.cell, .cell, zIndex: 2),
            element(.decorationView, .decoration, zIndex: 1),
            element(.cell, .cell, zIndex: 0, item: 3)
        ]
        XCTAssertEqual(
            names(DrawOrder.sorted(drawables)),
            ["header(isGlobal: false)0@-1", "cell3@0", "decoration0@1", "cell0@2"])
    }
}
