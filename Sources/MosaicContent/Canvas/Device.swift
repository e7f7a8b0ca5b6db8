import Foundation
import CompositionalLayout

/// A device preset: the screen in points, its scale, its safe area in each orientation, its
/// corner radius, size class and platform. ``presets`` is the one table of devices that
/// `mosaic devices`, layout files, the command's `--device`, the snapshot strategies and
/// the preview read.
public struct Device: Sendable, Equatable {
    /// The name used on the command line and in layout files, e.g. `iphone-15`.
    public var name: String
    /// The name as people write it, e.g. "iPhone 15".
    public var displayName: String
    /// The operating system, which sets the pixel grids, text sizes and chrome.
    public var platform: DevicePlatform
    /// The screen in points, in the device's natural orientation: portrait for iPhone and
    /// iPad, landscape for Apple TV, the default window for a Mac.
    public var size: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// The safe area in the natural orientation (portrait for iPhone and iPad): status bar or
    /// Dynamic Island at the top, home indicator at the bottom; Apple TV's overscan margin.
    public var safeArea: UIEdgeInsets
    /// The safe area in landscape (the natural orientation's for Apple TV and Mac).
    public var landscapeSafeArea: UIEdgeInsets
    /// The screen's corner radius in points (a Mac window's corners); 0 for square corners.
    public var screenCornerRadius: CGFloat
    /// The horizontal size class in the natural orientation.
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    /// The horizontal size class in landscape.
    public var landscapeHorizontalSizeClass: UIUserInterfaceSizeClass

    /// Makes a device from its figures; landscape repeats the natural orientation unless given.
    public init(name: String, displayName: String, platform: DevicePlatform = .iOS, size: CGSize, scale: CGFloat,
                safeArea: UIEdgeInsets, landscapeSafeArea: UIEdgeInsets? = nil, screenCornerRadius: CGFloat = 0,
                horizontalSizeClass: UIUserInterfaceSizeClass,
                landscapeHorizontalSizeClass: UIUserInterfaceSizeClass? = nil) {
        self.name = name
        self.displayName = displayName
        self.platform = platform
        self.size = size
        self.scale = scale
        self.safeArea = safeArea
        self.landscapeSafeArea = landscapeSafeArea ?? safeArea
        self.screenCornerRadius = screenCornerRadius
        self.horizontalSizeClass = horizontalSizeClass
        self.landscapeHorizontalSizeClass = landscapeHorizontalSizeClass ?? horizontalSizeClass
    }

    /// The presets, by platform and then size. A new device is one more row.
    ///
    /// Sources: sizes and scales are Apple's published figures (Human Interface Guidelines,
    /// "Layout", device screen sizes); iPhone and iPad safe areas as UIKit reports them;
    /// Apple TV's safe area is tvOS's overscan margin (Docs/appkit-facts.md §6); corner radii
    /// are UIScreen's `_displayCornerRadius` as developers have published it (55 for the
    /// iPhone 15 family; 18, inferred, for the iPad); a Mac window's corners are 10.
    public static let presets: [Device] = [
        Device(name: "iphone-se", displayName: "iPhone SE (3rd generation)", size: CGSize(width: 375, height: 667),
               scale: 2, safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
               landscapeSafeArea: .zero, horizontalSizeClass: .compact),
        Device(name: "iphone-15", displayName: "iPhone 15", size: CGSize(width: 393, height: 852),
               scale: 3, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
               landscapeSafeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), screenCornerRadius: 55,
               horizontalSizeClass: .compact),
        Device(name: "iphone-15-pro-max", displayName: "iPhone 15 Pro Max", size: CGSize(width: 430, height: 932),
               scale: 3, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
               landscapeSafeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), screenCornerRadius: 55,
               horizontalSizeClass: .compact, landscapeHorizontalSizeClass: .regular),
        Device(name: "ipad", displayName: "iPad (10th generation)", platform: .iPadOS,
               size: CGSize(width: 820, height: 1180), scale: 2,
               safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), screenCornerRadius: 18,
               horizontalSizeClass: .regular),
        Device(name: "apple-tv-hd", displayName: "Apple TV HD", platform: .tvOS,
               size: CGSize(width: 1920, height: 1080), scale: 1,
               safeArea: UIEdgeInsets(top: 60, left: 80, bottom: 60, right: 80), horizontalSizeClass: .regular),
        Device(name: "apple-tv-4k", displayName: "Apple TV 4K", platform: .tvOS,
               size: CGSize(width: 1920, height: 1080), scale: 2,
               safeArea: UIEdgeInsets(top: 60, left: 80, bottom: 60, right: 80), horizontalSizeClass: .regular),
        Device(name: "mac", displayName: "Mac window", platform: .macOS,
               size: CGSize(width: 1280, height: 800), scale: 2, safeArea: .zero, screenCornerRadius: 10,
               horizontalSizeClass: .regular),
    ]

    /// The preset with this name (case-insensitive; spaces and dashes are interchangeable).
    public static func named(_ name: String) -> Device? {
        let key = normalized(name)
        return presets.first { normalized($0.name) == key || normalized($0.displayName) == key }
    }

    static func normalized(_ name: String) -> String {
        name.lowercased().replacingOccurrences(of: " ", with: "-")
    }

    /// Whether a designer picks the window's size (`--window`, `canvas.window`): a Mac's.
    public var hasResizableWindow: Bool { platform == .macOS }
}

/// The operating system of a device: what sets its pixel grids, text sizes and system chrome.
public enum DevicePlatform: String, Sendable, CaseIterable {
    case iOS, iPadOS, tvOS, macOS

    /// The trait collection's idiom on this platform.
    public var idiom: UIUserInterfaceIdiom {
        switch self {
        case .iOS: return .phone
        case .iPadOS: return .pad
        case .tvOS: return .tv
        case .macOS: return .mac
        }
    }

    /// The display scales the platform has. Macs and Apple TVs draw at 1x or 2x only
    /// (Docs/appkit-facts.md §2); Mosaic draws iPhones and iPads at any of 1, 2 or 3, so
    /// that figures can be smaller than the device's own grid.
    public var scales: [CGFloat] {
        switch self {
        case .iOS, .iPadOS: return [1, 2, 3]
        case .tvOS, .macOS: return [1, 2]
        }
    }
}
