import CompositionalLayout
import Foundation
import MosaicRender
import MosaicSnapshotTesting
import SnapshotTesting
import XCTest

/// Strategies for view controllers and configured collection views: the screen's code runs
/// (on the main thread, where XCTest runs these methods), its collection view is drawn with
/// what the code configures, and a failure names the elements that moved.
final class ViewStrategyTests: SnapshotTestCase {
    /// Two full-width 44-pt rows below a `top`-point inset, from a controller written as on iOS.
    private final class RowsController: UICollectionViewController {
        init(top: CGFloat) { super.init(collectionViewLayout: rowsLayout(top: top)) }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            2
        }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        }
    }

    /// The data source of a configured collection view: three rows.
    private final class ThreeRows: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        }
    }

    private let threeRows = ThreeRows()
    /// 200 x 200 at 1x, no safe area: rows start at the top.
    private let screen = LayoutScreen(canvas: Canvas(size: CGSize(width: 200, height: 200), scale: 1))

    private func configuredCollectionView(top: CGFloat) -> UICollectionView {
        let view = UICollectionView(frame: .zero, collectionViewLayout: rowsLayout(top: top))
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
        view.dataSource = threeRows
        return view
    }

    func testAViewControllersImageFailsNamingTheMovedRows() throws {
        let folder = try temporarySnapshotFolder(for: self).path
        XCTAssertNotNil(
            verifySnapshot(
                of: RowsController(top: 0), as: .image(screen), named: "rows", record: .all,
                snapshotDirectory: folder))
        XCTAssertNil(
            verifySnapshot(
                of: RowsController(top: 0), as: .image(screen), named: "rows", record: .never,
                snapshotDirectory: folder))
        let message = try XCTUnwrap(
            verifySnapshot(
                of: RowsController(top: 1), as: .image(screen), named: "rows",
                record: .never, snapshotDirectory: folder))
        XCTAssertTrue(message.contains("section 0, item 0: moved 1 pt down (y 0 -> 1)"), message)
        XCTAssertTrue(message.contains("section 0, item 1: moved 1 pt down (y 44 -> 45)"), message)
    }

    func testAViewControllersFramesAreItsDataSourcesRows() throws {
        let folder = try temporarySnapshotFolder(for: self).path
        _ = verifySnapshot(
            of: RowsController(top: 0), as: .frames(screen), named: "rows", record: .all,
            snapshotDirectory: folder)
        let file = try XCTUnwrap(
            FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasSuffix(".rows.txt") })
        let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
        XCTAssertEqual(text.split(separator: "\n").filter { $0.hasPrefix("cell") }.count, 2, text)
        let message = try XCTUnwrap(
            verifySnapshot(
                of: RowsController(top: 8), as: .frames(screen), named: "rows",
                record: .never, snapshotDirectory: folder))
        XCTAssertTrue(message.contains("section 0, item 0: moved 8 pt down (y 0 -> 8)"), message)
    }

    func testAConfiguredCollectionViewFailsNamingTheMovedRows() throws {
        let folder = try temporarySnapshotFolder(for: self).path
        for name in ["image", "frames"] {
            let record =
                name == "image"
                ? verifySnapshot(
                    of: configuredCollectionView(top: 0), as: .image(screen), named: name, record: .all,
                    snapshotDirectory: folder)
                : verifySnapshot(
                    of: configuredCollectionView(top: 0), as: .frames(screen), named: name, record: .all,
                    snapshotDirectory: folder)
            XCTAssertNotNil(record)
            let changed =
                name == "image"
                ? verifySnapshot(
                    of: configuredCollectionView(top: 2), as: .image(screen), named: name, record: .never,
                    snapshotDirectory: folder)
                : verifySnapshot(
                    of: configuredCollectionView(top: 2), as: .frames(screen), named: name, record: .never,
                    snapshotDirectory: folder)
            let message = try XCTUnwrap(changed, name)
            XCTAssertTrue(message.contains("section 0, items 0-2: moved 2 pt down"), "\(name): \(message)")
        }
    }

    /// One reference per variant, named after it; each variant's controller is made anew.
    func testVariantsOfAViewControllerMakeOneReferenceEach() throws {
        let folder = try temporarySnapshotFolder(for: self).path
        let variants = [SnapshotVariant(theme: .light), SnapshotVariant(theme: .dark)]
        let strategies: [String: Snapshotting<UIViewController, SnapshotImage>] = .images(screen, variants: variants)
        XCTAssertEqual(strategies.keys.sorted(), ["dark", "light"])
        for (name, strategy) in strategies {
            _ = verifySnapshot(
                of: RowsController(top: 0), as: strategy, named: name, record: .all, snapshotDirectory: folder)
            XCTAssertNil(
                verifySnapshot(
                    of: RowsController(top: 0), as: strategy, named: name, record: .never,
                    snapshotDirectory: folder), name)
        }
        let frames: [String: Snapshotting<UIViewController, String>] = .frames(screen, variants: variants)
        XCTAssertEqual(frames.keys.sorted(), ["dark", "light"])
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        XCTAssertEqual(
            files.map { $0.split(separator: ".").dropFirst().joined(separator: ".") }, ["dark.png", "light.png"])
        XCTAssertNotEqual(
            try Data(contentsOf: URL(fileURLWithPath: folder + "/" + files[0])),
            try Data(contentsOf: URL(fileURLWithPath: folder + "/" + files[1])))
    }
}
