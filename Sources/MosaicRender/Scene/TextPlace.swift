import CompositionalLayout
import Foundation

/// Where a text the checks report is shown: a cell, a header, footer or other supplementary
/// view, or the bars around the screen.
public enum TextPlace: Sendable, Equatable {
    /// A cell's title, subtitle, badge or value.
    case cell(IndexPath)
    /// A supplementary view (`header`, `footer`, a badge kind) of a section, or of the
    /// whole layout when `section` is nil.
    case supplementary(kind: String, section: Int?)
    /// A system bar or the window around the screen.
    case chrome(ChromeBar)
}

/// A bar around the screen that shows text, named as the `canvas:` key of a layout file that
/// draws it.
public enum ChromeBar: String, Sendable, Equatable {
    /// The navigation bar: its title, buttons, back button, search field and the lines
    /// above and beside a large title.
    case navigationBar
    /// The strip under the navigation bar (a segmented control).
    case belowNavigationBar
    /// The strip over the tab bar (a now-playing row).
    case aboveTabBar
    /// The toolbar's items.
    case toolbar
    /// The tab bar's items.
    case tabBar
    /// A Mac window's title bar and its toolbar.
    case titleBar
    /// A Mac window's sidebar.
    case sidebar
}

extension TextPlace {
    /// What a supplementary view of `kind` is called in messages: `header` and `footer` for
    /// UIKit's section header and footer kinds, other kinds as they are.
    static func partName(ofKind kind: String) -> String {
        switch kind {
        case UICollectionView.elementKindSectionHeader: return "header"
        case UICollectionView.elementKindSectionFooter: return "footer"
        default: return kind
        }
    }
}
