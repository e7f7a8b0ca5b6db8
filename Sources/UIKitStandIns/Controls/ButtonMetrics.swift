import Foundation

/// The sizes a `UIButton.Configuration` gives by its `buttonSize`: title font, content
/// insets and the corner radius of `.dynamic` corners. The medium size's title is the body
/// style, 7 points above and below it (a default filled button is 34.33 points tall at
/// 17-point body text, as iOS shows it); the other sizes' fonts, insets and the radii are
/// approximations read off screenshots (Docs/uikit-facts.md §20).
enum ButtonMetrics {
    /// The title font of a configured button of `size`.
    @MainActor
    static func titleFont(for size: UIButton.Configuration.Size) -> UIFont {
        switch size {
        case .mini: return .preferredFont(forTextStyle: .caption1)
        case .small: return .preferredFont(forTextStyle: .subheadline)
        case .medium, .large: return .preferredFont(forTextStyle: .body)
        }
    }

    /// The space around a configured button's content at `size`.
    static func contentInsets(for size: UIButton.Configuration.Size) -> NSDirectionalEdgeInsets {
        switch size {
        case .mini: return NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
        case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        }
    }

    /// The corner radius of a background `height` points tall with `style` corners at `size`.
    static func cornerRadius(
        _ style: UIButton.Configuration.CornerStyle, size: UIButton.Configuration.Size, height: CGFloat
    ) -> CGFloat {
        switch style {
        case .capsule: return height / 2
        case .small: return 6
        case .medium, .fixed: return 8
        case .large: return 12
        case .dynamic:
            switch size {
            case .mini, .small: return 6
            case .medium: return 8
            case .large: return 12
            }
        }
    }
}
