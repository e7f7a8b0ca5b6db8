import Foundation

extension UICollectionLayoutListConfiguration {
    /// Whether a row with `separator` shows a separator under it: as its visibility says,
    /// or for `.automatic`, as the appearance does (every row in plain lists, all but the
    /// section's last in grouped styles, none in sidebars).
    func showsBottomSeparator(_ separator: UIListSeparatorConfiguration, isLastRow: Bool) -> Bool {
        switch separator.bottomSeparatorVisibility {
        case .visible: return true
        case .hidden: return false
        case .automatic:
            switch appearance {
            case .sidebar, .sidebarPlain: return false
            case .grouped, .insetGrouped: return !isLastRow
            case .plain: return true
            }
        }
    }
}

extension UIListSeparatorConfiguration {
    /// The separator's leading and trailing insets from the row's edges: the list's side
    /// margin and 0 where they are ``automaticInsets``' sentinel.
    func bottomInsets(automaticLeading: CGFloat) -> (leading: CGFloat, trailing: CGFloat) {
        let automatic = Self.automaticInsets
        let leading =
            bottomSeparatorInsets.leading == automatic.leading ? automaticLeading : bottomSeparatorInsets.leading
        let trailing = bottomSeparatorInsets.trailing == automatic.trailing ? 0 : bottomSeparatorInsets.trailing
        return (max(0, leading), max(0, trailing))
    }
}
