import Foundation
import Yams

/// Warnings for sizes a person cannot see drawn as written: an absolute or estimated width or
/// height above 0 but below one pixel of the file's canvas (half a point at 2x, a third at
/// 3x, a whole point at 1x). UIKit rounds frames to the pixel grid, so such an element is
/// drawn one pixel wide or not at all, depending on where it falls.
struct SubPixelSizes {
    let reader: Reader
    /// Pixels per point of the file's canvas (`canvas.scale`, or its device's).
    let scale: CGFloat

    func check(_ size: SizeSpec, at node: Node) {
        let pixel = 1 / max(scale, 1)
        for (name, dimension) in [("width", size.width), ("height", size.height)] {
            guard dimension.kind == .absolute || dimension.kind == .estimated,
                dimension.value > 0, CGFloat(dimension.value) < pixel - 1e-9
            else { continue }
            let points = Notation.format(dimension.value)
            let onePixel = pixel == 1 ? "1 point" : "\(Notation.format(pixel)) points"
            reader.warning(
                "a \(name) of \(points) points is less than one pixel at \(Notation.format(scale))x "
                    + "(\(onePixel)): it draws one pixel wide or not at all",
                at: node, hint: "make it at least \(onePixel), or 0 to hide the element")
        }
    }
}
