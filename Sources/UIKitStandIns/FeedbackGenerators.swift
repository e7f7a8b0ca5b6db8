import Foundation

/// A stand-in for UIKit's `UIImpactFeedbackGenerator`: no haptics in a picture.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator {
    /// How strong the tap is.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    public init(style: FeedbackStyle = .medium) {}
    open func prepare() {}
    open func impactOccurred() {}
    open func impactOccurred(intensity: CGFloat) {}
}

/// A stand-in for UIKit's `UISelectionFeedbackGenerator`: no haptics in a picture.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator {
    public init() {}
    open func prepare() {}
    open func selectionChanged() {}
}
