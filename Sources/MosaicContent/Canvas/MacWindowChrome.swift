import CompositionalLayout
import Foundation

/// A Mac window's system chrome around a collection view: the title bar, plain or with a
/// unified toolbar, and an optional source-list sidebar.
///
/// The window has a full-size content view, as Mac apps with a sidebar and toolbar do: the
/// title bar lies over the top of the scroll view, which insets its content by the bar's
/// height (`NSScrollView.automaticallyAdjustsContentInsets`), and the sidebar lies over its
/// leading edge. Both add to the canvas's safe area (``insets``), so content starts below
/// the bar and beside the sidebar; Docs/appkit-facts.md §5 says why a Mac layout reads them so.
///
/// Heights (points, macOS 11 and later): a plain title bar 28, a title bar with a unified
/// toolbar 52; the sidebar 220 wide unless given. Sizes and colours are drawn to look like
/// macOS, not measured from it (Docs/appkit-facts.md §9).
public struct MacWindowChrome: Sendable, Equatable {
    /// The title bar's style.
    public enum TitleBar: String, Sendable, CaseIterable {
        /// A 28-pt title bar: the window controls and a centred title.
        case plain
        /// A 52-pt title bar merged with its toolbar: the controls, the title at the leading
        /// edge and toolbar items at the trailing edge.
        case unifiedToolbar = "unified"
    }

    /// A source-list sidebar at the window's leading edge, below the window controls.
    public struct Sidebar: Sendable, Equatable {
        /// The rows, in order.
        public var items: [String]
        /// The index of the selected row (drawn highlighted).
        public var selectedIndex: Int
        /// The sidebar's width in points.
        public var width: CGFloat

        /// Makes a sidebar.
        public init(items: [String], selectedIndex: Int = 0, width: CGFloat = 220) {
            self.items = items
            self.selectedIndex = selectedIndex
            self.width = width
        }
    }

    /// The window's title.
    public var title: String
    /// Plain or with a unified toolbar.
    public var titleBar: TitleBar
    /// Toolbar items at the trailing edge of a unified toolbar: text, or one symbol or emoji each.
    public var toolbarItems: [String]
    /// The sidebar, if any.
    public var sidebar: Sidebar?

    /// Makes window chrome.
    public init(
        title: String, titleBar: TitleBar = .unifiedToolbar, toolbarItems: [String] = [],
        sidebar: Sidebar? = nil
    ) {
        self.title = title
        self.titleBar = titleBar
        self.toolbarItems = toolbarItems
        self.sidebar = sidebar
    }

    /// The title bar's height: 28 plain, 52 with a unified toolbar.
    public var titleBarHeight: CGFloat { titleBar == .plain ? 28 : 52 }

    /// What the chrome adds to the safe area: the title bar at the top, the sidebar at the left.
    public var insets: UIEdgeInsets {
        UIEdgeInsets(top: titleBarHeight, left: sidebar?.width ?? 0, bottom: 0, right: 0)
    }
}
