import CompositionalLayout
import MosaicFrames
import XCTest

final class VisibleFramesTests: XCTestCase {
    /// A 100 x 100 picture at the origin.
    private let picture = CGRect(x: 0, y: 0, width: 100, height: 100)

    func testAnElementOverlappingThePictureIsVisible() {
        XCTAssertTrue(LayoutFrame.isVisible(CGRect(x: 90, y: 90, width: 50, height: 50), in: picture))
        XCTAssertTrue(LayoutFrame.isVisible(CGRect(x: -10, y: 99.5, width: 20, height: 20), in: picture))
    }

    func testAnElementTouchingOnlyTheEdgeOrWithoutAreaIsNot() {
        XCTAssertFalse(LayoutFrame.isVisible(CGRect(x: 100, y: 0, width: 50, height: 50), in: picture))
        XCTAssertFalse(LayoutFrame.isVisible(CGRect(x: 0, y: -20, width: 50, height: 20), in: picture))
        XCTAssertFalse(LayoutFrame.isVisible(CGRect(x: 10, y: 10, width: 0, height: 50), in: picture))
        XCTAssertFalse(LayoutFrame.isVisible(CGRect(x: 300, y: 10, width: 50, height: 50), in: picture))
    }
}
