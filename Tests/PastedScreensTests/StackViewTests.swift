import CompositionalLayout
import MosaicRender
import XCTest

/// `UIStackView` arranges its visible arranged subviews when laid out, as UIKit's does for
/// the common axes, alignments and distributions (Docs/uikit-facts.md §20).
final class StackViewTests: XCTestCase {
    /// A view with required width and height constraints (`height` `nil`: none).
    private func sized(width: CGFloat?, height: CGFloat? = nil) -> UIView {
        let view = UIView()
        var constraints: [NSLayoutConstraint] = []
        if let width { constraints.append(view.widthAnchor.constraint(equalToConstant: width)) }
        if let height { constraints.append(view.heightAnchor.constraint(equalToConstant: height)) }
        NSLayoutConstraint.activate(constraints)
        return view
    }

    /// `stack` given a 200 x 60 frame and laid out; its arranged subviews' frames.
    private func arranged(_ stack: UIStackView, width: CGFloat = 200, height: CGFloat = 60) -> [CGRect] {
        stack.frame = CGRect(x: 0, y: 0, width: width, height: height)
        stack.layoutIfNeeded()
        return stack.arrangedSubviews.map(\.frame)
    }

    func testFillGivesTheRoomLeftOverToTheFirstViewNoConstraintSizes() {
        let stack = UIStackView(arrangedSubviews: [sized(width: 40), sized(width: 50), UIView()])
        stack.spacing = 8
        // 40 + 8 + 50 + 8 = 106; the third view, the only one free, takes the other 94 points,
        // and `.fill` alignment makes every view as tall as the stack.
        XCTAssertEqual(
            arranged(stack),
            [
                CGRect(x: 0, y: 0, width: 40, height: 60), CGRect(x: 48, y: 0, width: 50, height: 60),
                CGRect(x: 106, y: 0, width: 94, height: 60)
            ])
    }

    func testFillEquallyEqualSpacingAndHiddenViews() {
        let equal = UIStackView(arrangedSubviews: [UIView(), UIView(), UIView()])
        equal.distribution = .fillEqually
        equal.spacing = 10
        // (200 - 2 x 10) / 3 = 60 each.
        XCTAssertEqual(arranged(equal).map(\.minX), [0, 70, 140])
        XCTAssertEqual(arranged(equal).map(\.width), [60, 60, 60])

        let spaced = UIStackView(arrangedSubviews: [sized(width: 20), sized(width: 20), sized(width: 20)])
        spaced.distribution = .equalSpacing
        // (200 - 60) / 2 = 70 between the views.
        XCTAssertEqual(arranged(spaced).map(\.minX), [0, 90, 180])

        let hidden = sized(width: 30)
        hidden.isHidden = true
        let skipping = UIStackView(arrangedSubviews: [sized(width: 20), hidden, sized(width: 20)])
        skipping.distribution = .equalSpacing
        // A hidden view takes no room: two views, 160 points apart.
        XCTAssertEqual(skipping.arrangedSubviews.filter { !$0.isHidden }.count, 2)
        let frames = arranged(skipping)
        XCTAssertEqual([frames[0].minX, frames[2].minX], [0, 180])
    }

    func testAlignmentsAcrossAVerticalStackAndASquareTiedToItsWidth() {
        let square = sized(width: 64)
        square.heightAnchor.constraint(equalTo: square.widthAnchor).isActive = true
        let leading = sized(width: 50, height: 10)
        let trailing = sized(width: 50, height: 10)
        let stack = UIStackView(arrangedSubviews: [square, leading, trailing, UIView()])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 4
        var frames = arranged(stack, height: 120)
        // The square is 64 x 64 (height = width), centred: (200 - 64) / 2 = 68.
        XCTAssertEqual(frames[0], CGRect(x: 68, y: 0, width: 64, height: 64))
        XCTAssertEqual(frames[1], CGRect(x: 75, y: 68, width: 50, height: 10))
        // The last view has no size of its own: it takes the rest (120 - 64 - 10 - 10 - 3 x 4
        // = 24) and, with no width, the stack's.
        XCTAssertEqual(frames[3], CGRect(x: 0, y: 96, width: 200, height: 24))
        stack.alignment = .trailing
        frames = arranged(stack, height: 120)
        XCTAssertEqual(frames[1].minX, 150)
        stack.alignment = .leading
        frames = arranged(stack, height: 120)
        XCTAssertEqual(frames[1].minX, 0)
    }

    func testARightToLeftHorizontalStackRunsFromTheRight() {
        let stack = UIStackView(arrangedSubviews: [sized(width: 40), sized(width: 50)])
        stack.distribution = .equalSpacing
        stack.traitCollection = UITraitCollection(displayScale: 1, layoutDirection: .rightToLeft)
        XCTAssertEqual(arranged(stack).map(\.minX), [160, 0])
    }

    func testARightToLeftVerticalStackAlignsLeadingAtTheRight() {
        let stack = UIStackView(arrangedSubviews: [sized(width: 50, height: 10), sized(width: 30, height: 10)])
        stack.axis = .vertical
        stack.traitCollection = UITraitCollection(displayScale: 1, layoutDirection: .rightToLeft)
        stack.alignment = .leading
        // The leading edge is the right: 200 - 50 = 150 and 200 - 30 = 170.
        XCTAssertEqual(arranged(stack).map(\.minX), [150, 170])
        stack.alignment = .trailing
        XCTAssertEqual(arranged(stack).map(\.minX), [0, 0])
        stack.alignment = .center
        XCTAssertEqual(arranged(stack).map(\.minX), [75, 85])
    }

    func testAStackWithoutASizeIsAsLargeAsItsViewsAndALabelAsItsText() {
        let label = UILabel()
        label.text = "Ada"
        label.font = .systemFont(ofSize: 20)
        // Without the renderer: half the point size per character, 1.2 times it per line.
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 30, height: 24))
        let stack = UIStackView(arrangedSubviews: [sized(width: 40, height: 10), label])
        stack.axis = .vertical
        stack.spacing = 6
        XCTAssertEqual(stack.intrinsicContentSize, CGSize(width: 40, height: 40))
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertEqual(stack.intrinsicContentSize, CGSize(width: 46, height: 44))
        XCTAssertEqual(UILabel().intrinsicContentSize, .zero, "no text, no size")
    }
}
