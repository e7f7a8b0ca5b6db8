import Foundation

/// iOS 17's default list metrics. Sources: frames measured off real simulator
/// screenshots (iOS 14 at 390 pt and iOS 16 at 393 pt, 3x), UIKit's table constants
/// (lists share them) read from decompiled UIKit (iOS 18.2), and Apple's
/// documentation, as collected in Docs/uikit-facts.md §11; each constant says
/// which.
package enum ListMetrics {
    /// Estimated row height: 44 (table constant; measured for one line of body text).
    static let rowHeight: CGFloat = 44
    /// The list's layout margin: the side inset of inset-grouped lists, the leading
    /// inset of separators and where row and header text starts. 20 points in
    /// containers wider than 375 points (measured at 390 and 393; the table
    /// constant is 20 on screens that want wide margins), 16 up to 375 (inferred:
    /// not measured there).
    package static func sideMargin(containerWidth: CGFloat) -> CGFloat { containerWidth > 375 ? 20 : 16 }
    /// The space between a row's image and its text, which is also where the row's
    /// separator starts: 16 points whatever the margin (table constant; measured:
    /// 70 points = 20 margin + 10 indentation + 24 symbol column + 16 under rows with
    /// an image at indentation level 1, Docs/uikit-facts.md §11).
    package static let imageToTextPadding: CGFloat = 16
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
    /// The space grouped and inset-grouped lists leave before a section without a
    /// supplementary header and after one without a supplementary footer: 17.5
    /// points (the grouped styles' empty header and footer height) rounded up to
    /// the pixel grid, so 17.667 at 3x. Measured at 3x: 53 px above the first
    /// section and 106 px between sections without headers; 53 px between a
    /// section and the next one's header. At 1x and 2x it is inferred (18 and 17.5).
    static func groupedSectionPadding(scale: CGFloat) -> CGFloat {
        PixelGrid(scale: scale).ceil(17.5)
    }
    /// Side inset of sidebar lists: 10 (unconfirmed).
    static let sidebarSideInset: CGFloat = 10
    /// Corner radius of inset-grouped sections: 10 (inferred from the table constant).
    static let insetGroupedCornerRadius: CGFloat = 10
}
