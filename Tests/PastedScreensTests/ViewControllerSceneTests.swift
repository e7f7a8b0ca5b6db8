import CompositionalLayout
import PastedScreens
import XCTest

@testable import MosaicRender

/// A view controller whose collection view was sized by constraints on iOS: here its frame stays empty.
private final class ConstraintSizedViewController: UIViewController {
    let collectionView = UICollectionView(
        frame: .zero,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain)))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(collectionView)
        collectionView.numberOfItemsInSection = [3]
    }
}

/// `RenderScene(viewController:canvas:)` sizes the view controller's view to the canvas, and its
/// collection view follows.
final class ViewControllerSceneTests: XCTestCase {
    func testTheCollectionViewFollowsTheCanvasByItsAutoresizingMask() throws {
        // The view is loaded at 393 x 852; the canvas, an iPad, is 820 x 1180 with a 24-point top safe area.
        let scene = try RenderScene(
            viewController: try XCTUnwrap(PastedScreens.make("contacts")),
            canvas: Canvas(device: Device.named("ipad")!))
        XCTAssertEqual(scene.collectionView!.frame, CGRect(x: 0, y: 0, width: 820, height: 1180))
        XCTAssertEqual(scene.collectionView!.safeAreaInsets, UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        XCTAssertEqual(scene.collectionView!.traitCollection.horizontalSizeClass, .regular)
        // Inset-grouped rows keep 20 points each side on a screen 414 or wider.
        let row = try XCTUnwrap(scene.cellFrame(0, 1))
        XCTAssertEqual(row.minX, 20)
        XCTAssertEqual(row.width, 780)
    }

    func testACollectionViewWithAnEmptyFrameFillsTheView() throws {
        var canvas = Canvas(device: Device.named("iphone-se")!)
        canvas.theme = .dark
        let scene = try RenderScene(viewController: ConstraintSizedViewController(), canvas: canvas)
        XCTAssertEqual(scene.collectionView!.frame, CGRect(x: 0, y: 0, width: 375, height: 667))
        XCTAssertEqual(scene.collectionView!.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(scene.cellFrame(2, 0)?.width, 375)
        XCTAssertNotNil(scene.viewController, "the scene keeps its view controller alive")
    }

    func testAViewControllerWithoutACollectionViewIsAnError() {
        XCTAssertThrowsError(
            try RenderScene(viewController: UIViewController(), canvas: Canvas(device: Device.named("iphone-15")!))
        ) {
            XCTAssertEqual(
                $0 as? RenderError,
                .unsupported("a view controller whose view has no UICollectionView (UIViewController)"))
        }
    }

    func testSafeAreaIsThePartOfTheCanvasTheCollectionViewOverlaps() {
        let safeArea = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
        // 100 below the top and ending at 800, above 852 - 34: no safe area inside it.
        XCTAssertEqual(
            RenderScene.overlap(of: safeArea, in: screen, with: CGRect(x: 0, y: 100, width: 393, height: 700)),
            UIEdgeInsets())
        // From 30 to the bottom: 59 - 30 = 29 on top, all 34 below.
        XCTAssertEqual(
            RenderScene.overlap(of: safeArea, in: screen, with: CGRect(x: 0, y: 30, width: 393, height: 822)),
            UIEdgeInsets(top: 29, left: 0, bottom: 34, right: 0))
    }
}
