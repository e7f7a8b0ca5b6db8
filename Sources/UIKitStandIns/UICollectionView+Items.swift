import Foundation

extension UICollectionView {
    /// Where `scrollToItem(at:at:animated:)` and `selectItem(at:animated:scrollPosition:)` put
    /// an item in the viewport, as UIKit's option set.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = Self(rawValue: 1 << 0)
        public static let centeredVertically = Self(rawValue: 1 << 1)
        public static let bottom = Self(rawValue: 1 << 2)
        public static let left = Self(rawValue: 1 << 3)
        public static let centeredHorizontally = Self(rawValue: 1 << 4)
        public static let right = Self(rawValue: 1 << 5)
    }

    // MARK: Selection (stored: Mosaic draws cells at rest)

    /// The selected items, `nil` when none is selected (as UIKit).
    public var indexPathsForSelectedItems: [IndexPath]? { selectedIndexPaths.isEmpty ? nil : selectedIndexPaths }

    /// Selects the item (deselecting others unless ``allowsMultipleSelection``), or clears the
    /// selection for `nil`, and scrolls it to `scrollPosition` (none for `[]`).
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            selectedIndexPaths = []
            return
        }
        if !allowsMultipleSelection { selectedIndexPaths = [] }
        if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.removeAll { $0 == indexPath }
    }

    // MARK: What is on screen

    /// The items whose frames meet the viewport, in index-path order.
    public var indexPathsForVisibleItems: [IndexPath] {
        let elements = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        return elements.filter { $0.representedElementCategory == .cell && $0.frame.intersects(bounds) }
            .map(\.indexPath).sorted()
    }

    /// The cells of ``indexPathsForVisibleItems``, from the data source.
    public var visibleCells: [UICollectionViewCell] { indexPathsForVisibleItems.compactMap { cellForItem(at: $0) } }

    /// The data source's cell for a visible item (made once until ``reloadData()``), `nil` for
    /// an item off screen, as UIKit.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        if let cell = madeCells[indexPath] { return cell }
        guard let dataSource, indexPathsForVisibleItems.contains(indexPath) else { return nil }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        // UIKit updates a cell's configuration for its state before showing it.
        cell.setNeedsUpdateConfiguration()
        madeCells[indexPath] = cell
        return cell
    }

    /// Where the cell is, as the layout says.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The item whose frame holds `point` (content coordinates).
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        return collectionViewLayout.layoutAttributesForElements(in: probe)?
            .first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }

    // MARK: Scrolling

    /// Scrolls so the item sits at `scrollPosition`: its top, centre or bottom at the viewport's
    /// (less the adjusted content insets), kept within the content's scrollable range.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return }
        let insets = adjustedContentInset
        var offset = contentOffset
        let visibleHeight = bounds.height - insets.top - insets.bottom
        let visibleWidth = bounds.width - insets.left - insets.right
        if scrollPosition.contains(.top) { offset.y = frame.minY - insets.top }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - insets.top - visibleHeight / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - insets.top - visibleHeight }
        if scrollPosition.contains(.left) { offset.x = frame.minX - insets.left }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - insets.left - visibleWidth / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - insets.left - visibleWidth }
        let content = contentSize
        offset.y = min(max(offset.y, -insets.top), max(-insets.top, content.height + insets.bottom - bounds.height))
        offset.x = min(max(offset.x, -insets.left), max(-insets.left, content.width + insets.right - bounds.width))
        contentOffset = offset
    }

    // MARK: Layouts

    /// Replaces the layout (nothing animates).
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// Replaces the layout and calls `completion` with `true`.
    public func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        collectionViewLayout = layout
        completion?(true)
    }

    // MARK: Updates (counts come from the data source again)

    public func insertItems(at indexPaths: [IndexPath]) { reloadData() }
    public func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
    public func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
    public func reconfigureItems(at indexPaths: [IndexPath]) { reloadData() }
    public func insertSections(_ sections: IndexSet) { reloadData() }
    public func deleteSections(_ sections: IndexSet) { reloadData() }
    public func reloadSections(_ sections: IndexSet) { reloadData() }

    /// Runs `updates`, then reads the counts again, then calls `completion` with `true`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }
}

/// A stand-in for UIKit's `UINib`: a named nib, which Linux cannot load. A cell class
/// registered from a nib dequeues as a plain `UICollectionViewCell` (its outlets would be
/// nil), so the screen still lays out; see Docs/pasting-screens.md.
@preconcurrency @MainActor
open class UINib {
    public let name: String

    public init(nibName name: String, bundle bundleOrNil: Bundle?) { self.name = name }
}

extension UICollectionView {
    /// Registers a nib's cell for `identifier`: dequeues give plain cells.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registeredCellClasses[identifier] = UICollectionViewCell.self
    }

    /// Registers a nib's supplementary view: dequeues give plain reusable views.
    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String)
    {
        registeredSupplementaryClasses[RegistrationKey(kind: kind, identifier: identifier)] =
            UICollectionReusableView.self
    }
}
