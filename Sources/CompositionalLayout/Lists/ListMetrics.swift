import Foundation

/// iOS 17's default list metrics. Sources: UIKit's table constants (lists share
/// them), read from decompiled UIKit (iOS 18.2) and Apple's documentation, as
/// collected in Docs/uikit-facts.md §11. Marked "unconfirmed" where no source
/// gave the number and it comes from screenshots of iOS 17 Settings-style lists.
enum ListMetrics {
    /// Estimated row height: 44 (confirmed).
    static let rowHeight: CGFloat = 44
    /// Side inset of inset-grouped lists and leading separator inset: 16, or 20
    /// on screens that want wide margins (confirmed: 20 when the screen wants wide
    /// content margins; which screens do is inferred: 414 pt and wider).
    static func sideMargin(containerWidth: CGFloat) -> CGFloat { containerWidth >= 414 ? 20 : 16 }
    /// Header top padding of plain lists (iOS 15 and later): 22 (confirmed); 0 otherwise.
    static func headerTopPadding(_ appearance: UICollectionLayoutListConfiguration.Appearance) -> CGFloat {
        appearance == .plain ? 22 : 0
    }
    /// Estimated header height: 28 for plain lists (confirmed, before Dynamic
    /// Type); for grouped styles 17 above + 17.5 of text + 6 below = 40.5
    /// (margins confirmed, the sum is ours).
    static func headerHeight(_ appearance: UICollectionLayoutListConfiguration.Appearance) -> CGFloat {
        switch appearance {
        case .plain, .sidebarPlain: return 28
        case .grouped, .insetGrouped, .sidebar: return 40.5
        }
    }
    /// Estimated footer height: 6 above + 17.5 of text + 12 below for grouped
    /// styles (margins confirmed, the sum is ours); plain as its header.
    static func footerHeight(_ appearance: UICollectionLayoutListConfiguration.Appearance) -> CGFloat {
        switch appearance {
        case .plain, .sidebarPlain: return 28
        case .grouped, .insetGrouped, .sidebar: return 35.5
        }
    }
    /// Space above a grouped section without a header: 35 (confirmed as the
    /// padding above the first section; used between sections too: unconfirmed).
    static let groupedSectionSpacing: CGFloat = 35
    /// Side inset of sidebar lists: 10 (unconfirmed).
    static let sidebarSideInset: CGFloat = 10
    /// Corner radius of inset-grouped sections: 10 (inferred from the table constant).
    static let insetGroupedCornerRadius: CGFloat = 10
}
