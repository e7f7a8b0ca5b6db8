import Foundation
import CompositionalLayout

/// A device preset: the screen in points, its scale and its safe area (portrait).
public struct Device: Sendable, Equatable {
    /// The name used on the command line and in layout files, e.g. `iphone-15`.
    public var name: String
    /// The name as people write it, e.g. "iPhone 15".
    public var displayName: String
    /// The screen in points, portrait.
    public var size: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// The safe area in portrait: status bar or Dynamic Island at the top, home indicator at the bottom.
    public var safeArea: UIEdgeInsets
    /// The horizontal size class in portrait.
    public var horizontalSizeClass: UIUserInterfaceSizeClass

    /// Makes a device from its figures.
    public init(name: String, displayName: String, size: CGSize, scale: CGFloat, safeArea: UIEdgeInsets,
                horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.name = name
        self.displayName = displayName
        self.size = size
        self.scale = scale
        self.safeArea = safeArea
        self.horizontalSizeClass = horizontalSizeClass
    }

    /// The presets, smallest first. Sizes, scales and safe areas are Apple's published
    /// figures for each device in portrait (Human Interface Guidelines, "Layout",
    /// device screen sizes; safe areas as UIKit reports them).
    public static let presets: [Device] = [
        Device(name: "iphone-se", displayName: "iPhone SE (3rd generation)", size: CGSize(width: 375, height: 667),
               scale: 2, safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), horizontalSizeClass: .compact),
        Device(name: "iphone-15", displayName: "iPhone 15", size: CGSize(width: 393, height: 852),
               scale: 3, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), horizontalSizeClass: .compact),
        Device(name: "iphone-15-pro-max", displayName: "iPhone 15 Pro Max", size: CGSize(width: 430, height: 932),
               scale: 3, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), horizontalSizeClass: .compact),
        Device(name: "ipad", displayName: "iPad (10th generation)", size: CGSize(width: 820, height: 1180),
               scale: 2, safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), horizontalSizeClass: .regular),
    ]

    /// The preset with this name (case-insensitive; spaces and dashes are interchangeable).
    public static func named(_ name: String) -> Device? {
        let key = normalized(name)
        return presets.first { normalized($0.name) == key || normalized($0.displayName) == key }
    }

    static func normalized(_ name: String) -> String {
        name.lowercased().replacingOccurrences(of: " ", with: "-")
    }
}
