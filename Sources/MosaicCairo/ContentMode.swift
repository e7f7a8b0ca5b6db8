/// How an image is fitted into a rectangle.
public enum ContentMode: Hashable, Sendable {
    /// Stretched to fill the rectangle exactly, ignoring its aspect ratio.
    case scaleToFill
    /// Scaled to fit entirely inside, keeping its aspect ratio, centred (may leave bands).
    case aspectFit
    /// Scaled to cover the rectangle, keeping its aspect ratio, centred and cropped.
    case aspectFill
    /// Unscaled, centred and cropped.
    case center
}
