import CompositionalLayout
import MosaicCairo
import MosaicRender
import XCTest

private final class PlacedCellDataSource: UICollectionViewDataSource {
    let identifier: String
    var configure: (UICollectionViewCell) -> Void = { _ in }
    init(identifier: String) { self.identifier = identifier }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        configure(cell)
        return cell
    }
}

/// One 200 x 60 cell at the top left of a white 320 x 200 view, drawn at 1x.
func placedCellScene(
    of cellClass: UICollectionViewCell.Type, direction: UITraitEnvironmentLayoutDirection = .leftToRight,
    configure: @escaping (UICollectionViewCell) -> Void = { _ in }
) throws -> RenderScene {
    let size = NSCollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(60))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 200),
        collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
    view.traitCollection = UITraitCollection(displayScale: 1, layoutDirection: direction)
    view.backgroundColor = .white
    view.register(cellClass, forCellWithReuseIdentifier: "cell")
    let dataSource = PlacedCellDataSource(identifier: "cell")
    dataSource.configure = configure
    view.dataSource = dataSource
    return try withExtendedLifetime(dataSource) { try RenderScene(collectionView: view) }
}

/// The number of pixels in `rect` within 40 of `color` on every channel.
func pixelCount(_ color: UInt32, in rect: CGRect, of image: ImageSurface) -> Int {
    var found = 0
    for y in Int(rect.minY)..<Int(rect.maxY) {
        for x in Int(rect.minX)..<Int(rect.maxX) {
            let pixel = image.pixel(x: x, y: y)
            let close = [UInt32(16), 8, 0].allSatisfy { shift in
                let drawn = Int((pixel >> shift) & 0xFF)
                let wanted = Int((color >> shift) & 0xFF)
                return abs(drawn - wanted) <= 40
            }
            if close { found += 1 }
        }
    }
    return found
}
