import CompositionalLayout
import Foundation

/// The system bars drawn around a screen, as iOS draws them: status bar, navigation bar,
/// toolbar, tab bar and home indicator.
///
/// Bars take space the way UIKit's do: a view controller's safe area is the device's plus
/// the navigation bar at the top and the toolbar and tab bar at the bottom, and a full-screen
/// collection view's adjusted content inset is that safe area
/// (`contentInsetAdjustmentBehavior = .automatic`), so its content starts below the bars.
/// ``Canvas/effectiveSafeArea`` is that sum; the chrome is drawn over the content.
///
/// Heights (points; UIKit's `UINavigationBar`, `UISearchController`, `UIToolbar` and
/// `UITabBar` at the default content size, see ``BarMetrics``): on iPhone an inline navigation
/// bar 44, a large-title one 96 (44 + 52), a search field under it 52 more, a toolbar 44, a
/// tab bar 49; on iPad (regular width) the bars are 50; on an iPhone in landscape the bars are
/// compact and a large title is drawn inline. The status bar is the device's top safe area,
/// the home indicator its bottom one.
public struct SystemChrome: Sendable, Equatable {
    /// The navigation bar's title display.
    public enum TitleDisplay: String, Sendable, CaseIterable {
        /// `largeTitleDisplayMode = .always`: a 34-pt bold title under the bar's buttons.
        case large
        /// `.never`: a 17-pt semibold title centred in the bar.
        case inline
    }

    /// A navigation bar.
    public struct NavigationBar: Sendable, Equatable {
        /// The title.
        public var title: String
        /// Large or inline.
        public var titleDisplay: TitleDisplay
        /// Bar button items at the leading edge, in order: text ("Edit"), or one symbol or
        /// emoji ("+", "⋯") drawn at the size of an SF Symbol.
        public var leadingItems: [String]
        /// Bar button items at the trailing edge, in reading order.
        public var trailingItems: [String]
        /// A search field under the title (`navigationItem.searchController`); its
        /// placeholder text, `nil` for none.
        public var searchPlaceholder: String?
        /// A back button at the leading edge: a chevron (mirrored right to left) and this
        /// title, before ``leadingItems``; `nil` for none.
        public var backTitle: String? = nil
        /// A line of text above a large title (a date, "THURSDAY 26 NOVEMBER"), in 13-pt
        /// semibold `secondaryLabel`; it adds ``BarMetrics/lineAboveLargeTitle`` to the bar.
        /// An inline title has none.
        public var lineAboveTitle: String? = nil
        /// A circle beside a large title, at the trailing margin (an account avatar): a name
        /// shows its initials on a grey gradient, one character (a symbol or emoji) is drawn
        /// in the tint colour. `nil` for none.
        public var besideTitle: String? = nil

        /// Makes a navigation bar.
        public init(
            title: String, titleDisplay: TitleDisplay = .large, leadingItems: [String] = [],
            trailingItems: [String] = [], searchPlaceholder: String? = nil
        ) {
            self.title = title
            self.titleDisplay = titleDisplay
            self.leadingItems = leadingItems
            self.trailingItems = trailingItems
            self.searchPlaceholder = searchPlaceholder
        }

        /// The bar's height below the status bar, with `metrics`' bar heights.
        public func height(_ metrics: BarMetrics = .compact) -> CGFloat {
            let large = showsLargeTitle(metrics)
            return metrics.bar + (large ? BarMetrics.largeTitle : 0)
                + (large && lineAboveTitle != nil ? BarMetrics.lineAboveLargeTitle : 0)
                + (searchPlaceholder == nil ? 0 : BarMetrics.searchField)
        }

        /// Whether the title is drawn large with `metrics`: a large title in compact height
        /// (an iPhone in landscape) is drawn inline, with the line above it and the circle
        /// beside it left out, as `UINavigationBar` does.
        public func showsLargeTitle(_ metrics: BarMetrics = .compact) -> Bool {
            titleDisplay == .large && metrics.showsLargeTitles
        }
    }

    /// A custom view in a strip of its own under the navigation bar or over the tab bar, as
    /// an app adds one (a palette under the bar, `UITabBarController.bottomAccessory` or a
    /// mini player above the tabs); its height is added to the safe area, as
    /// `additionalSafeAreaInsets` adds it, so content starts clear of it.
    public enum BarAccessory: Sendable, Equatable {
        /// A `UISegmentedControl`: segments of equal width across the strip less 16-point
        /// margins, 32 points tall, the selected one on a raised white (dark: grey) thumb.
        case segmentedControl(segments: [String], selectedIndex: Int)
        /// A now-playing row (a mini player): an artwork square, a title and subtitle, and
        /// buttons (one symbol each, "▶", "⏭") at the trailing end.
        case nowPlaying(title: String, subtitle: String?, buttons: [String])

        /// The strip's height in points: 48 for a segmented control (its 32 points and 8
        /// above and below), 64 for a now-playing row.
        public var height: CGFloat {
            switch self {
            case .segmentedControl: return 48
            case .nowPlaying: return 64
            }
        }
    }

    /// A tab bar item: a title and an icon (one symbol or emoji, or a placeholder glyph).
    public struct TabItem: Sendable, Equatable {
        /// The title under the icon.
        public var title: String
        /// A symbol or emoji drawn as the icon; `nil` draws a placeholder glyph.
        public var symbol: String?

        /// Makes a tab item.
        public init(title: String, symbol: String? = nil) {
            self.title = title
            self.symbol = symbol
        }
    }

    /// A tab bar.
    public struct TabBar: Sendable, Equatable {
        /// The items, in order.
        public var items: [TabItem]
        /// The index of the selected item (drawn in the tint colour).
        public var selectedIndex: Int

        /// Makes a tab bar.
        public init(items: [TabItem], selectedIndex: Int = 0) {
            self.items = items
            self.selectedIndex = selectedIndex
        }
    }

    /// Whether to draw the status bar (time, signal, Wi-Fi, battery) in the top safe area.
    public var statusBar: Bool
    /// The navigation bar, if any.
    public var navigationBar: NavigationBar?
    /// A toolbar's items (text or one symbol each, spread across the bar), if any.
    public var toolbarItems: [String]?
    /// The tab bar, if any.
    public var tabBar: TabBar?
    /// Whether to draw the home indicator in the bottom safe area (devices that have one).
    public var homeIndicator: Bool
    /// A Mac window's title bar and sidebar, if any (``MacWindowChrome``).
    public var window: MacWindowChrome? = nil
    /// A strip under the navigation bar (under the status bar without one), if any.
    public var belowNavigationBar: BarAccessory? = nil
    /// A strip over the tab bar (over the toolbar, or the home indicator, without one), if any.
    public var aboveTabBar: BarAccessory? = nil

    /// Makes chrome; by default a status bar and a home indicator only.
    public init(
        statusBar: Bool = true, navigationBar: NavigationBar? = nil, toolbarItems: [String]? = nil,
        tabBar: TabBar? = nil, homeIndicator: Bool = true
    ) {
        self.statusBar = statusBar
        self.navigationBar = navigationBar
        self.toolbarItems = toolbarItems
        self.tabBar = tabBar
        self.homeIndicator = homeIndicator
    }

    /// What the bars add to the device's safe area: the navigation bar (or a Mac window's
    /// title bar) and the strip below it at the top, a Mac window's sidebar at the left, the
    /// toolbar, tab bar and the strip above them at the bottom.
    public func barInsets(_ metrics: BarMetrics = .compact) -> UIEdgeInsets {
        let window = window?.insets ?? .zero
        return UIEdgeInsets(
            top: (navigationBar?.height(metrics) ?? 0) + window.top + (belowNavigationBar?.height ?? 0),
            left: window.left,
            bottom: (toolbarItems == nil ? 0 : metrics.toolbar) + (tabBar == nil ? 0 : metrics.tabBar)
                + (aboveTabBar?.height ?? 0),
            right: 0)
    }
}

extension Canvas {
    /// The collection view's safe area: the device's ``safeArea`` plus the bars of
    /// ``chrome`` (see `SystemChrome.barInsets`) at the canvas's ``barMetrics``.
    public var effectiveSafeArea: UIEdgeInsets {
        guard let bars = chrome?.barInsets(barMetrics) else { return safeArea }
        return UIEdgeInsets(
            top: safeArea.top + bars.top, left: safeArea.left + bars.left,
            bottom: safeArea.bottom + bars.bottom, right: safeArea.right)
    }
}
