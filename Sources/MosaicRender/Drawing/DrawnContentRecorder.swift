import CompositionalLayout
import Foundation
import MosaicCairo
import MosaicFrames

/// Collects what a scene's painters draw into a ``DrawnContent``: every fill, stroke, gradient
/// and text the drawing context paints (``DrawingRecorder``) goes to the element being drawn,
/// or to the page between elements; painters add image identities, which the context cannot know.
///
/// An element met again in a later strip keeps the marks of its first drawing and adds the
/// text boxes of the others.
final class DrawnContentRecorder: DrawingRecorder {
    /// The first output row of the strip being drawn: device rows of its context are this much lower.
    var stripTop = 0
    /// The size the next text had before it was fitted to its measured width (see
    /// ``PlacedText/sizeBeforeFitting``): recorded instead of the fitted size, which depends on
    /// the Pango version. Cleared by each text.
    var sizeBeforeFitting: Double?
    /// The elements the scene measured from their text.
    var measuredElements: MeasuredElements?
    private var elements: [DrawnElement] = []
    private var indexByKey: [LayoutFrame.Key: Int] = [:]
    private var page: [DrawnMark] = []
    private var pageTextBoxes: [PixelBox] = []
    /// The element being drawn (an index into `elements`), and whether its marks are recorded.
    private var current: (index: Int, records: Bool)?
    /// Whether the page's marks are recorded: in the first strip only.
    private var recordsPage = true

    /// Starts an element: what is drawn from now on is its own, until ``endElement()``.
    /// `frame` is in the user space of `context` (content coordinates).
    func beginElement(_ attributes: UICollectionViewLayoutAttributes, opacity: Double, on context: DrawingContext) {
        let (section, item) = LayoutFrame.sectionAndItem(of: attributes.indexPath)
        let key = LayoutFrame.Key(
            section: section, category: LayoutFrame.Category(attributes.representedElementCategory),
            kind: attributes.representedElementKind ?? "cell", item: item)
        if let index = indexByKey[key] {
            current = (index, false)
            return
        }
        let box = deviceBox(attributes.frame, on: context, margin: 0)
        elements.append(
            DrawnElement(
                category: key.category, kind: key.kind, section: section, item: item,
                opacity: opacity < 1 ? LayoutFrame.tidy(opacity) : nil,
                sizedByText: measuredElements?.contains(key) == true, box: box, marks: []))
        indexByKey[key] = elements.count - 1
        current = (elements.count - 1, true)
    }

    /// Ends the element begun last: what is drawn next belongs to the page.
    func endElement() {
        current = nil
    }

    /// Ends a strip: the page's marks are recorded once, from the first strip.
    func endStrip() {
        recordsPage = false
    }

    /// An image drawn by the current element: `identity` is `sha256:<hex>` or `artwork:<name>`.
    /// A scaled image file (drawn into `rect`, in the user space of `context`) is resampled
    /// differently by pixman versions, a level here and there inside and more at its clipped
    /// rim: its pixels are noted as rasterised, and the file's identity stands for them.
    func recordImage(_ identity: String, scaledInto rect: CGRect? = nil, on context: DrawingContext? = nil) {
        record(DrawnMark(kind: .image, image: identity))
        guard let rect, let context else { return }
        noteRasterised([deviceBox(rect, on: context, margin: 2)])
    }

    /// A shape of the current element sized by measured text (`rect` in the user space of `context`).
    func recordTextSizedShape(_ rect: CGRect, on context: DrawingContext) {
        noteRasterised([deviceBox(rect, on: context, margin: 1)])
    }

    private func noteRasterised(_ boxes: [PixelBox]) {
        guard let current else { return }
        elements[current.index].rasterisedBoxes = (elements[current.index].rasterisedBoxes ?? []) + boxes
    }

    private func deviceBox(_ rect: CGRect, on context: DrawingContext, margin: Int) -> PixelBox {
        let a = context.userToDevice(CGPoint(x: rect.minX, y: rect.minY))
        let b = context.userToDevice(CGPoint(x: rect.maxX, y: rect.maxY))
        return pageBox(
            minX: min(a.x, b.x), minY: min(a.y, b.y), maxX: max(a.x, b.x), maxY: max(a.y, b.y), margin: margin)
    }

    /// The page's pixels under a box in the device space of the strip being drawn.
    private func pageBox(_ rect: CGRect, margin: Int) -> PixelBox {
        pageBox(minX: rect.minX, minY: rect.minY, maxX: rect.maxX, maxY: rect.maxY, margin: margin)
    }

    private func pageBox(minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat, margin: Int) -> PixelBox {
        PixelBox(
            minX: Double(minX), minY: Double(minY) + Double(stripTop),
            maxX: Double(maxX), maxY: Double(maxY) + Double(stripTop), margin: margin)
    }

    /// What was drawn, elements in ``LayoutFrame/Key`` order.
    var content: DrawnContent {
        DrawnContent(elements: elements.sorted { $0.key < $1.key }, page: page, pageTextBoxes: pageTextBoxes)
    }

    // MARK: DrawingRecorder

    func recordFill(_ color: Color) {
        record(DrawnMark(kind: .fill, color: color.hexString))
    }

    func recordStroke(_ color: Color, width: Double) {
        record(DrawnMark(kind: .stroke, color: color.hexString, width: LayoutFrame.tidy(width)))
    }

    func recordGradient(_ gradient: LinearGradient, deviceBox: CGRect) {
        let stops = gradient.stops.map { "\($0.color.hexString)@\(FrameDump.number(LayoutFrame.tidy($0.location)))" }
        record(DrawnMark(kind: .gradient, color: stops.joined(separator: " ")))
        guard !deviceBox.isEmpty else { return }
        noteRasterised([pageBox(deviceBox, margin: 1)])
    }

    func recordText(_ text: String, style: TextStyle, inkBox: CGRect) {
        // One pixel more on each side: anti-aliasing reaches into the pixels around the ink.
        let box = pageBox(inkBox, margin: 1)
        if let current {
            elements[current.index].textBoxes.append(box)
        } else {
            pageTextBoxes.append(box)
        }
        let font = DrawnFont(
            family: style.fontFamily, weight: style.weight.rawValue, italic: style.italic,
            size: sizeBeforeFitting ?? style.size, fitted: sizeBeforeFitting != nil)
        sizeBeforeFitting = nil
        record(
            DrawnMark(kind: .text, color: style.color.hexString, text: text, font: font, language: style.language?.tag))
    }

    private func record(_ mark: DrawnMark) {
        if let current {
            if current.records { elements[current.index].marks.append(mark) }
        } else if recordsPage {
            page.append(mark)
        }
    }
}
