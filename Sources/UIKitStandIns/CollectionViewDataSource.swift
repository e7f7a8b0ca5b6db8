import Foundation

/// A stand-in for UIKit's `UICollectionViewDataSource`: the section and item counts and
/// the views that show them. Set a collection view's ``UICollectionView/dataSource`` to one
/// (a `UICollectionViewDiffableDataSource`, or your own class) and the counts come from it
/// (``UICollectionView/reloadData()``); the renderer asks it for each cell and supplementary
/// view and draws what their configuration says.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of sections (1 unless implemented).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The configured cell at `indexPath`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The configured supplementary view of `kind` at `indexPath` (a plain view unless implemented).
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
}

/// A stand-in for UIKit's `UICollectionViewDelegate`: stored, never called.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: AnyObject {}
