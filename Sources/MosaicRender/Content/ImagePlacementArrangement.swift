import Foundation
import MosaicCairo

extension CellArrangement {
    /// The colour at the bottom of a full-bleed image's scrim (the top is clear).
    static let fullBleedScrim = Color.black.withAlpha(0.55)
    /// The space between an `.above` image and its text.
    static let aboveGap: CGFloat = 6

    /// An image with text placed as `placement` says (see ``ImagePlacement``):
    /// - `.fill`: the image covers the outline; the text sits at the bottom inside the padding,
    ///   as tall as it needs (title lines first), over ``scrimGradient``, a dark gradient from
    ///   clear at the text's top less one padding to ``fullBleedScrim`` at the bottom.
    /// - `.above`: the text takes the lines it needs at the bottom of the frame, flush with
    ///   the image's edges as under Music's album art, ``aboveGap`` below the image; the image
    ///   fills the rest, all its corners rounded.
    func arrangeImagePlacement(
        _ placement: ImagePlacement, look: CellLook, item: CellContent, frame: CGRect,
        padding: (horizontal: CGFloat, vertical: CGFloat), isRightToLeft: Bool,
        measurer: some TextMeasuring
    ) {
        let inset = placement == .above ? 0 : padding.horizontal
        let width = Double(max(frame.width - 2 * inset, 0))
        guard width > 0 else { return }
        let block = Self.textBlock(look: look, item: item, width: CGFloat(width), measurer: measurer)
        let stack = block.stack
        switch placement {
        case .fill:
            image = outline
            let available = max(frame.height - 2 * padding.vertical, 0)
            let height = min(CGFloat(stack.fullHeight), available)
            let area = CGRect(
                x: frame.minX + padding.horizontal, y: frame.maxY - padding.vertical - height,
                width: CGFloat(width), height: height)
            texts = Self.place(block, in: area, isRightToLeft: isRightToLeft)
            let scrimTop = max(area.minY - 2 * padding.vertical, frame.minY)
            scrimGradient = LinearGradient(
                start: CGPoint(x: frame.midX, y: scrimTop),
                end: CGPoint(x: frame.midX, y: frame.maxY),
                colors: [Self.fullBleedScrim.withAlpha(0), Self.fullBleedScrim])
        case .above:
            let height = min(CGFloat(stack.fullHeight), max(frame.height - Self.aboveGap, 0))
            let imageHeight = max(frame.height - height - Self.aboveGap, 0)
            let radius = outline.radii.topLeft
            image = (
                CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: imageHeight), CornerRadii(all: radius)
            )
            texts = Self.place(
                block, in: CGRect(x: frame.minX, y: frame.maxY - height, width: CGFloat(width), height: height),
                isRightToLeft: isRightToLeft)
        case .automatic:
            break
        }
    }
}
