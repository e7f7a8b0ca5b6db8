import CompositionalLayout
import Foundation

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
    public init(
        name: String, displayName: String, platform: DevicePlatform = .iOS, size: CGSize, scale: CGFloat,
        safeArea: UIEdgeInsets, landscapeSafeArea: UIEdgeInsets? = nil, screenCornerRadius: CGFloat = 0,
        horizontalSizeClass: UIUserInterfaceSizeClass,
        landscapeHorizontalSizeClass: UIUserInterfaceSizeClass? = nil
    ) {
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

    /// The presets: iPhones, iPads, Apple TVs, a Mac window. A new device is one more row.
    ///
    /// Every figure's source is in Docs/devices.md, row by row. In short: sizes and scales
    /// are Apple's (Human Interface Guidelines, "Layout", device screen sizes); safe areas
    /// are what UIKit reports (`safeAreaInsets` of a full-screen window) as published from
    /// simulator measurements; corner radii are UIScreen's `_displayCornerRadius` as
    /// developers have published it; Apple TV's safe area is tvOS's overscan margin
    /// (Docs/appkit-facts.md §6); a Mac window's corners are 10. `iphone-15`,
    /// `iphone-15-pro-max` and `ipad` are the earlier table's rows, kept so that files and
    /// references naming them keep their pixels.
    public static let presets: [Device] = [
        Device(
            name: "iphone-se", displayName: "iPhone SE (3rd generation)", size: CGSize(width: 375, height: 667),
            scale: 2, safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeArea: .zero, horizontalSizeClass: .compact),
        Device(
            name: "iphone-15", displayName: "iPhone 15", size: CGSize(width: 393, height: 852),
            scale: 3, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
            landscapeSafeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), screenCornerRadius: 55,
            horizontalSizeClass: .compact),
        Device(
            name: "iphone-15-pro-max", displayName: "iPhone 15 Pro Max", size: CGSize(width: 430, height: 932),
            scale: 3, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
            landscapeSafeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), screenCornerRadius: 55,
            horizontalSizeClass: .compact, landscapeHorizontalSizeClass: .regular),
        Device(
            name: "iphone-16e", displayName: "iPhone 16e", size: CGSize(width: 390, height: 844),
            scale: 3, safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            landscapeSafeArea: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), screenCornerRadius: 47.33,
            horizontalSizeClass: .compact),
        Device(
            name: "iphone-16", displayName: "iPhone 16", size: CGSize(width: 393, height: 852),
            scale: 3, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
            landscapeSafeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), screenCornerRadius: 55,
            horizontalSizeClass: .compact),
        Device(
            name: "iphone-16-plus", displayName: "iPhone 16 Plus", size: CGSize(width: 430, height: 932),
            scale: 3, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
            landscapeSafeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), screenCornerRadius: 55,
            horizontalSizeClass: .compact, landscapeHorizontalSizeClass: .regular),
        Device(
            name: "iphone-16-pro", displayName: "iPhone 16 Pro", size: CGSize(width: 402, height: 874),
            scale: 3, safeArea: UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
            landscapeSafeArea: UIEdgeInsets(top: 0, left: 62, bottom: 20, right: 62), screenCornerRadius: 62,
            horizontalSizeClass: .compact),
        Device(
            name: "iphone-16-pro-max", displayName: "iPhone 16 Pro Max", size: CGSize(width: 440, height: 956),
            scale: 3, safeArea: UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
            landscapeSafeArea: UIEdgeInsets(top: 0, left: 62, bottom: 20, right: 62), screenCornerRadius: 62,
            horizontalSizeClass: .compact, landscapeHorizontalSizeClass: .regular),
        Device(
            name: "iphone-17", displayName: "iPhone 17", size: CGSize(width: 402, height: 874),
            scale: 3, safeArea: UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
            landscapeSafeArea: UIEdgeInsets(top: 0, left: 62, bottom: 20, right: 62), screenCornerRadius: 62,
            horizontalSizeClass: .compact),
        Device(
            name: "iphone-air", displayName: "iPhone Air", size: CGSize(width: 420, height: 912),
            scale: 3, safeArea: UIEdgeInsets(top: 68, left: 0, bottom: 34, right: 0),
            landscapeSafeArea: UIEdgeInsets(top: 0, left: 68, bottom: 20, right: 68), screenCornerRadius: 62,
            horizontalSizeClass: .compact, landscapeHorizontalSizeClass: .regular),
        Device(
            name: "iphone-17-pro", displayName: "iPhone 17 Pro", size: CGSize(width: 402, height: 874),
            scale: 3, safeArea: UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
            landscapeSafeArea: UIEdgeInsets(top: 0, left: 62, bottom: 20, right: 62), screenCornerRadius: 62,
            horizontalSizeClass: .compact),
        Device(
            name: "iphone-17-pro-max", displayName: "iPhone 17 Pro Max", size: CGSize(width: 440, height: 956),
            scale: 3, safeArea: UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
            landscapeSafeArea: UIEdgeInsets(top: 0, left: 62, bottom: 20, right: 62), screenCornerRadius: 62,
            horizontalSizeClass: .compact, landscapeHorizontalSizeClass: .regular),
        Device(
            name: "ipad", displayName: "iPad (10th generation)", platform: .iPadOS,
            size: CGSize(width: 820, height: 1180), scale: 2,
            safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), screenCornerRadius: 18,
            horizontalSizeClass: .regular),
        Device(
            name: "ipad-mini", displayName: "iPad mini (A17 Pro)", platform: .iPadOS,
            size: CGSize(width: 744, height: 1133), scale: 2,
            safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), screenCornerRadius: 21.5,
            horizontalSizeClass: .regular),
        Device(
            name: "ipad-air-11", displayName: "iPad Air 11-inch (M3)", platform: .iPadOS,
            size: CGSize(width: 820, height: 1180), scale: 2,
            safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), screenCornerRadius: 18,
            horizontalSizeClass: .regular),
        Device(
            name: "ipad-air-13", displayName: "iPad Air 13-inch (M3)", platform: .iPadOS,
            size: CGSize(width: 1024, height: 1366), scale: 2,
            safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), screenCornerRadius: 18,
            horizontalSizeClass: .regular),
        Device(
            name: "ipad-pro-11", displayName: "iPad Pro 11-inch (M4)", platform: .iPadOS,
            size: CGSize(width: 834, height: 1210), scale: 2,
            safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), screenCornerRadius: 18,
            horizontalSizeClass: .regular),
        Device(
            name: "ipad-pro-13", displayName: "iPad Pro 13-inch (M4)", platform: .iPadOS,
            size: CGSize(width: 1032, height: 1376), scale: 2,
            safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), screenCornerRadius: 18,
            horizontalSizeClass: .regular),
        Device(
            name: "apple-tv-hd", displayName: "Apple TV HD", platform: .tvOS,
            size: CGSize(width: 1920, height: 1080), scale: 1,
            safeArea: UIEdgeInsets(top: 60, left: 80, bottom: 60, right: 80), horizontalSizeClass: .regular),
        Device(
            name: "apple-tv-4k", displayName: "Apple TV 4K", platform: .tvOS,
            size: CGSize(width: 1920, height: 1080), scale: 2,
            safeArea: UIEdgeInsets(top: 60, left: 80, bottom: 60, right: 80), horizontalSizeClass: .regular),
        Device(
            name: "mac", displayName: "Mac window", platform: .macOS,
            size: CGSize(width: 1280, height: 800), scale: 2, safeArea: .zero, screenCornerRadius: 10,
            horizontalSizeClass: .regular)
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
