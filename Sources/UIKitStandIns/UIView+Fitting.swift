import Foundation

extension UIView {
    /// The smallest size a view can take, for ``systemLayoutSizeFitting(_:)``: zero.
    public static let layoutFittingCompressedSize = CGSize.zero
    /// A size larger than any view, for ``systemLayoutSizeFitting(_:)``.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
}
