import CompositionalLayout
import Foundation

extension SystemChrome {
    /// Where the bars are on a screen, as UIKit frames them: each bar spans the screen's
    /// width (its background reaches the edges), while its titles, buttons and items keep
    /// within ``content``, the screen less the device's side safe-area insets (a bar's layout
    /// margins include the safe area, `UIView.insetsLayoutMarginsFromSafeArea` being true by
    /// default).
    public struct Frames: Sendable, Equatable {
        /// The status bar: the device's top safe area (empty in an iPhone's landscape).
        public var statusBar: CGRect
        /// The navigation bar under the status bar, without the strip below it.
        public var navigationBar: CGRect?
        /// The toolbar, down to the screen's bottom edge when no tab bar is under it.
        public var toolbar: CGRect?
        /// The tab bar, down to the screen's bottom edge (its background covers the home
        /// indicator's safe area, as `UITabBar`'s frame does).
        public var tabBar: CGRect?
        /// The part of the screen's width the bars' content uses.
        public var content: ClosedRange<CGFloat>
    }

    /// The bars' frames on `screen` with the device's own safe area and `metrics`.
    public func frames(on screen: CGRect, deviceSafeArea safe: UIEdgeInsets, metrics: BarMetrics) -> Frames {
        let statusBar = CGRect(x: screen.minX, y: screen.minY, width: screen.width, height: safe.top)
        let navigationBar = navigationBar.map {
            CGRect(x: screen.minX, y: screen.minY + safe.top, width: screen.width, height: $0.height(metrics))
        }
        var bottom = screen.maxY - safe.bottom
        var tabBarFrame: CGRect? = nil
        if tabBar != nil {
            bottom -= metrics.tabBar
            tabBarFrame = CGRect(x: screen.minX, y: bottom, width: screen.width, height: screen.maxY - bottom)
        }
        var toolbar: CGRect? = nil
        if toolbarItems != nil {
            let end = bottom
            bottom -= metrics.toolbar
            toolbar = CGRect(
                x: screen.minX, y: bottom, width: screen.width,
                height: (tabBarFrame == nil ? screen.maxY : end) - bottom)
        }
        let left = screen.minX + safe.left
        return Frames(
            statusBar: statusBar, navigationBar: navigationBar, toolbar: toolbar, tabBar: tabBarFrame,
            content: left...max(left, screen.maxX - safe.right))
    }
}
