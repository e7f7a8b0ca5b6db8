import Foundation

/// How labels and buttons measure one line of their text for their intrinsic content size.
///
/// The stand-ins cannot reach the renderer's fonts (it sits above them), so the renderer
/// installs its own measurement (``measure``) while it lays pasted views out, and puts the
/// approximation back afterwards; code that lays views out without the renderer gets the
/// ``approximate(_:font:)`` size.
@MainActor
package enum LabelTextMeasure {
    /// The size of `text` on one line in `font`, in points (not yet rounded to pixels).
    package static var measure: @MainActor (String, UIFont) -> CGSize = approximate

    /// An approximation of San Francisco's metrics: half the point size per character, and
    /// 1.2 times the point size per line (17-pt body text is about 20.3 points tall on iOS).
    package static func approximate(_ text: String, font: UIFont) -> CGSize {
        CGSize(width: CGFloat(text.count) * font.pointSize * 0.5, height: font.pointSize * 1.2)
    }

    /// `size` rounded up to whole pixels at `scale`, as UIKit rounds intrinsic sizes.
    static func ceiled(_ size: CGSize, scale: CGFloat) -> CGSize {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        return CGSize(
            width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
    }
}
