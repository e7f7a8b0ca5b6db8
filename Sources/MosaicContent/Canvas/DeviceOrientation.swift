import CompositionalLayout
import Foundation

/// Which way up a device is held. iPhones and iPads turn; an Apple TV and a Mac window have
/// one orientation (their natural one, landscape).
public enum DeviceOrientation: String, Sendable, CaseIterable {
    case portrait, landscape
}

extension Device {
    /// Whether the device turns between portrait and landscape: iPhones and iPads.
    public var rotates: Bool { platform == .iOS || platform == .iPadOS }

    /// The orientation its `size` is given in: portrait for iPhones and iPads, landscape
    /// for Apple TV and a Mac window.
    public var naturalOrientation: DeviceOrientation { rotates ? .portrait : .landscape }

    /// The screen in points held this way: width and height swap in landscape.
    public func size(in orientation: DeviceOrientation) -> CGSize {
        orientation == naturalOrientation || !rotates ? size : CGSize(width: size.height, height: size.width)
    }

    /// The safe area held this way: in landscape an iPhone hides its status bar, keeps the
    /// Dynamic Island's (or notch's) inset on both sides and a shorter home-indicator inset.
    public func safeArea(in orientation: DeviceOrientation) -> UIEdgeInsets {
        orientation == .landscape && rotates ? landscapeSafeArea : safeArea
    }

    /// The horizontal size class held this way (regular for the largest iPhones in landscape).
    public func horizontalSizeClass(in orientation: DeviceOrientation) -> UIUserInterfaceSizeClass {
        orientation == .landscape && rotates ? landscapeHorizontalSizeClass : horizontalSizeClass
    }

    /// The vertical size class held this way: compact for an iPhone in landscape, regular
    /// otherwise (UIKit's size classes, Human Interface Guidelines, "Layout").
    public func verticalSizeClass(in orientation: DeviceOrientation) -> UIUserInterfaceSizeClass {
        orientation == .landscape && platform == .iOS ? .compact : .regular
    }
}
