import Foundation

extension UICollectionView {
    /// A stand-in for UIKit's `UICollectionView.CellRegistration`: how to make and configure
    /// the cells of one class. ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``
    /// makes a `Cell` and calls the handler with it.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a new cell for the item at an index path.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        let handler: Handler

        /// A registration that configures cells with `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// A stand-in for UIKit's `UICollectionView.SupplementaryRegistration`: how to make and
    /// configure the supplementary views of one kind.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a new view of a kind at an index path.
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath)
            -> Void

        /// The kind of view registered.
        public let elementKind: String
        let handler: Handler

        /// A registration for views of `elementKind`, configured with `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A new cell made and configured by `registration` for `item` at `indexPath`.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>,
        for indexPath: IndexPath, item: Item?
    ) -> Cell {
        let cell = Cell(registeredFrame: .zero)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A new supplementary view made and configured by `registration` at `indexPath`.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let view = Supplementary(registeredFrame: .zero)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    /// Registers a cell class for `identifier`. A class that is not a
    /// `UICollectionViewCell` is reported by ``registrationProblems`` when dequeued.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registeredCellClasses[identifier] = cellClass
    }

    /// Registers a supplementary view class for views of `elementKind` with `identifier`.
    public func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
        withReuseIdentifier identifier: String
    ) {
        registeredSupplementaryClasses[RegistrationKey(kind: elementKind, identifier: identifier)] = viewClass
    }

    /// A new cell of the class registered for `identifier`. For an identifier never
    /// registered (UIKit raises an exception) it returns a plain cell and records the
    /// mistake in ``registrationProblems``, which the renderer reports as an error.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let cellClass = registeredCellClasses[identifier] as? UICollectionViewCell.Type else {
            registrationProblems.append(
                "no cell class registered for reuse identifier '\(identifier)' (item \(indexPath.item) of section \(indexPath.section))"
            )
            return UICollectionViewCell(frame: .zero)
        }
        let cell = cellClass.init(registeredFrame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A new supplementary view of the class registered for `elementKind` and `identifier`;
    /// as ``dequeueReusableCell(withReuseIdentifier:for:)`` for a missing registration.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String,
        for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = RegistrationKey(kind: elementKind, identifier: identifier)
        guard let viewClass = registeredSupplementaryClasses[key] as? UICollectionReusableView.Type else {
            registrationProblems.append(
                "no view class registered for supplementary kind '\(elementKind)' with reuse identifier '\(identifier)' (section \(indexPath.section))"
            )
            return UICollectionReusableView(frame: .zero)
        }
        let view = viewClass.init(registeredFrame: .zero)
        view.reuseIdentifier = identifier
        return view
    }
}

/// A supplementary view registration's key: its kind and reuse identifier.
struct RegistrationKey: Hashable {
    let kind: String
    let identifier: String
}
