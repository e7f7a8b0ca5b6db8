import Foundation

/// Views are equal when they are the same view, as UIKit's are (`NSObject`'s `isEqual(_:)` is
/// identity): apps write `context.nextFocusedView == self`, and delegates shared by two
/// collection views `switch collectionView { case self.collectionView: ... }`.
extension UIView: Hashable {
    nonisolated public static func == (lhs: UIView, rhs: UIView) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
