import CompositionalLayout
import MosaicRender
import PastedScreens
import XCTest

/// `cgColor`, Display P3 colours and constraint placement, as pasted screens use them.
final class ColourAndConstraintTests: XCTestCase {
    func testCGColorResolvesTheLightAppearanceWhenCalled() {
        // `.label` is black in light mode and white in dark mode; `cgColor` resolves it now,
        // as UIKit's does outside a trait change, so it stays black in a dark screen.
        XCTAssertEqual(UIColor.label.cgColor.components, [0, 0, 0, 1])
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        XCTAssertEqual(UIColor.label.resolvedColor(with: dark).cgColor.components, [1, 1, 1, 1])
    }

    func testDisplayP3GreyIsTheSameGreyInSRGB() throws {
        // Each row of the P3-to-sRGB matrix sums to 1, so a grey maps to itself.
        let grey = UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        XCTAssertEqual(grey.red, 0.5, accuracy: 1e-6)
        XCTAssertEqual(grey.green, 0.5, accuracy: 1e-6)
        XCTAssertEqual(grey.blue, 0.5, accuracy: 1e-6)
        // P3's pure red lies outside sRGB: red clamps to 1, green and blue to 0.
        let red = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)
        XCTAssertEqual([red.red, red.green, red.blue].map { ($0 * 1e6).rounded() / 1e6 }, [1, 0, 0])
    }

    func testConstraintsWrittenEitherWayRoundAndToASibling() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        root.safeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 20, right: 0)
        let header = UIView()
        let list = UIView()
        for view in [header, list] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            header.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            header.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            header.heightAnchor.constraint(equalToConstant: 50),
            list.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 10),
            root.trailingAnchor.constraint(equalTo: list.trailingAnchor, constant: 12),
            list.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            list.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor)
        ])
        root.layoutIfNeeded()
        // Header: half of 300 = 150 wide, centred (x = 150 - 75 = 75), at the safe area's top.
        XCTAssertEqual(header.frame, CGRect(x: 75, y: 40, width: 150, height: 50))
        // List: from the 8-point margin to 300 - 12 = 288, from 40 + 50 + 10 = 100 to 600 - 20 = 580.
        XCTAssertEqual(list.frame, CGRect(x: 8, y: 100, width: 280, height: 480))
    }

    func testRenderedSettingsScreenPinsItsListToTheCanvasSafeArea() throws {
        let canvas = Canvas(device: Device.named("iphone-15")!)
        let scene = try RenderScene(viewController: try XCTUnwrap(PastedScreens.make("settings")), canvas: canvas)
        let safe = canvas.effectiveSafeArea
        XCTAssertEqual(
            scene.collectionView?.frame,
            CGRect(x: 0, y: safe.top, width: 393, height: 852 - safe.top - safe.bottom))
    }
}
