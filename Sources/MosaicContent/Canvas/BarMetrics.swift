import CompositionalLayout
import Foundation

/// The bars' heights and arrangement for a pair of size classes.
///
/// - iPhone, portrait (compact width, regular height): navigation bar and toolbar 44, tab bar
///   49 with each item's icon above its title, large titles shown.
/// - iPad (regular, regular): navigation bar and toolbar 50 since iOS 12 (hacknicity, "iPad
///   Navigation Bar and Toolbar Height Changes in iOS 12", measured in the simulator), tab bar
///   50 (inferred from iPad screenshots).
/// - iPhone in landscape (compact height): the status bar is hidden and large titles are
///   drawn inline (UIKit switches a large title to the inline one on rotation: Open Radar
///   32707795, iOS 11); tab items put the icon beside a 13-point title (UIKit's inline item
///   layout, `UITabBarItemAppearance.Style.compactInline`). With compact width (iPhone 16 Pro)
///   the navigation bar, toolbar and tab bar are 32 (useyourloaf.com, "Supporting iPhone X",
///   simulator screenshots of an iPhone 8 in landscape; ESTabBarController issue 88, iOS 11).
///   With regular width (Plus, Pro Max, Air) the bars keep 44 and 49 (flutter pull request
///   39258, iOS 13 simulators: iPhone 8 Plus and XR in landscape have 49-point tab bars;
///   fluentui-apple pull request 1727: only "small" phones get the 32-point bar).
///
/// A large title adds 52 and a search field under the title 52 on all of them.
public struct BarMetrics: Sendable, Equatable {
    /// How a tab bar item arranges its icon and title.
    public enum TabItemLayout: Sendable, Equatable {
        /// The icon above a 10-point title.
        case stacked
        /// The icon beside a 13-point title, centred in the item's slot.
        case inline
    }

    /// A navigation bar's row of buttons (an inline bar's whole height).
    public var bar: CGFloat
    /// A toolbar.
    public var toolbar: CGFloat
    /// A tab bar (without the home indicator's safe area).
    public var tabBar: CGFloat
    /// Whether a large title is drawn large; in compact height it is drawn inline.
    public var showsLargeTitles: Bool = true
    /// How tab bar items arrange their icon and title.
    public var tabItemLayout: TabItemLayout = .stacked

    /// iPhone's bars in portrait.
    public static let compact = BarMetrics(bar: 44, toolbar: 44, tabBar: 49)
    /// iPad's bars.
    public static let regular = BarMetrics(bar: 50, toolbar: 50, tabBar: 50)
    /// An iPhone's bars in landscape with compact width (iPhone 16 Pro, 16e, SE).
    public static let compactHeight = BarMetrics(
        bar: 32, toolbar: 32, tabBar: 32, showsLargeTitles: false, tabItemLayout: .inline)
    /// The largest iPhones' bars in landscape (regular width: Plus, Pro Max, Air).
    public static let regularWidthCompactHeight = BarMetrics(
        bar: 44, toolbar: 44, tabBar: 49, showsLargeTitles: false, tabItemLayout: .inline)
    /// What a large title adds under the bar's buttons.
    public static let largeTitle: CGFloat = 52
    /// What a line above a large title (``SystemChrome/NavigationBar/lineAboveTitle``) adds:
    /// a 13-point line and its leading.
    public static let lineAboveLargeTitle: CGFloat = 20
    /// What a search field under the title adds.
    public static let searchField: CGFloat = 52

    /// The metrics of a horizontal size class in regular height.
    public init(_ sizeClass: UIUserInterfaceSizeClass) {
        self = sizeClass == .regular ? .regular : .compact
    }

    /// The metrics of a pair of size classes: compact height is an iPhone in landscape.
    public init(horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass) {
        switch (horizontalSizeClass, verticalSizeClass) {
        case (.regular, .compact): self = .regularWidthCompactHeight
        case (_, .compact): self = .compactHeight
        default: self.init(horizontalSizeClass)
        }
    }

    init(
        bar: CGFloat, toolbar: CGFloat, tabBar: CGFloat, showsLargeTitles: Bool = true,
        tabItemLayout: TabItemLayout = .stacked
    ) {
        self.bar = bar
        self.toolbar = toolbar
        self.tabBar = tabBar
        self.showsLargeTitles = showsLargeTitles
        self.tabItemLayout = tabItemLayout
    }
}

extension Canvas {
    /// The bars' metrics on this canvas, from its horizontal and vertical size classes.
    public var barMetrics: BarMetrics {
        BarMetrics(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass)
    }
}
