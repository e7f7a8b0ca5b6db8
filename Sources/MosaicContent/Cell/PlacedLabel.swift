import Foundation

/// A label's text at its frame (in its view's bounds), centred vertically in it as `UILabel`
/// centres its text, in its font, colour, alignment and line count.
public struct PlacedLabel: Sendable, Hashable {
    /// The text.
    public var text: String
    /// The label's frame.
    public var frame: CGRect
    /// How the text is set.
    public var textOptions: TextOptions

    /// Makes a placed label.
    public init(text: String, frame: CGRect, textOptions: TextOptions = TextOptions()) {
        self.text = text
        self.frame = frame
        self.textOptions = textOptions
    }
}
