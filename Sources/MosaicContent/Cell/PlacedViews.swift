import Foundation

/// What a pasted screen's header or footer view shows where its code put it, once laid out
/// at the frame the layout gives it (in the view's bounds): its labels, image views and
/// buttons, as a cell's are placed (``PlacedImage``, ``PlacedButton``).
public struct PlacedViews: Sendable, Hashable {
    /// The labels with text and a frame, depth first.
    public var labels: [PlacedLabel]
    /// The image views showing an image.
    public var images: [PlacedImage]
    /// The buttons.
    public var buttons: [PlacedButton]
    /// The subviews that paint a rectangle of their own (a fill, a border), back to front.
    public var boxes: [PlacedBox]

    /// Makes placed views.
    public init(
        labels: [PlacedLabel] = [], images: [PlacedImage] = [], buttons: [PlacedButton] = [],
        boxes: [PlacedBox] = []
    ) {
        self.labels = labels
        self.images = images
        self.buttons = buttons
        self.boxes = boxes
    }

    /// Whether nothing is placed.
    public var isEmpty: Bool { labels.isEmpty && images.isEmpty && buttons.isEmpty && boxes.isEmpty }
}

/// A subview's own rectangle at its frame (in its cell's or header's bounds), as its code
/// made it look: a `backgroundColor`, a layer's corners, border, shadow or gradient (an
/// avatar's grey circle before its photo loads, a colour swatch, a one-point divider).
public struct PlacedBox: Sendable, Hashable {
    /// Where the view is, in its cell's or header's bounds.
    public var frame: CGRect
    /// How it looks.
    public var appearance: ViewAppearance

    /// Makes a placed box.
    public init(frame: CGRect, appearance: ViewAppearance) {
        self.frame = frame
        self.appearance = appearance
    }
}
