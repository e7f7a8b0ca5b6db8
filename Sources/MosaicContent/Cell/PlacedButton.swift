import Foundation

/// A button a pasted screen's cell shows where its code put it (a `UIButton` in the cell, at
/// the frame UIKit gives it, in the cell's bounds): its background, its image and its title,
/// as iOS draws the button's configuration or title.
///
/// ```swift
/// PlacedButton(frame: CGRect(x: 60, y: 13, width: 80, height: 34),
///              fill: SystemColors.light.systemBlue, cornerRadius: 17,
///              title: "Follow", titleFrame: CGRect(x: 74, y: 20, width: 52, height: 20),
///              titleText: TextOptions(style: .body, color: .system("white")))
/// ```
public struct PlacedButton: Sendable, Hashable {
    /// The button's frame, in the cell's bounds.
    public var frame: CGRect
    /// The background's colour; `nil` draws no background (a plain button).
    public var fill: Color?
    /// The background's corner radius (half the height for a capsule).
    public var cornerRadius: Double
    /// The title, if any.
    public var title: String?
    /// Where the title is drawn, in the cell's bounds: one line, centred in it.
    public var titleFrame: CGRect
    /// The title's style, weight and colour.
    public var titleText: TextOptions
    /// The button's image, in the title's colour for a symbol, at its own frame.
    public var image: PlacedImage?

    /// Makes a placed button.
    public init(
        frame: CGRect, fill: Color? = nil, cornerRadius: Double = 0, title: String? = nil, titleFrame: CGRect = .zero,
        titleText: TextOptions = TextOptions(), image: PlacedImage? = nil
    ) {
        self.frame = frame
        self.fill = fill
        self.cornerRadius = cornerRadius
        self.title = title
        self.titleFrame = titleFrame
        self.titleText = titleText
        self.image = image
    }
}
