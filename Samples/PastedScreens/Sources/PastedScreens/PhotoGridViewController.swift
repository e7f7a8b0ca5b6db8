import CompositionalLayout

/// A photo in the grid.
struct Photo {
    let caption: String
    let comments: Int
    let tint: UIColor
}

/// The number of comments on a photo, in its top-trailing corner.
class CommentBadgeView: UICollectionReusableView {
    static let reuseIdentifier = "comment-badge-reuse-identifier"

    let countLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func configure() {
        backgroundColor = .systemRed
        countLabel.frame = bounds
        countLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        countLabel.textAlignment = .center
        countLabel.textColor = .white
        countLabel.font = .preferredFont(forTextStyle: .caption1)
        countLabel.adjustsFontForContentSizeCategory = true
        addSubview(countLabel)
    }
}

/// A section title above the grid.
class TitleSupplementaryView: UICollectionReusableView {
    static let reuseIdentifier = "title-supplementary-reuse-identifier"

    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.frame = bounds.insetBy(dx: 10, dy: 0)
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.font = .preferredFont(forTextStyle: .title3)
        label.adjustsFontForContentSizeCategory = true
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A photo: a tinted square with a caption.
class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "photo-cell-reuse-identifier"

    let captionLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        captionLabel.frame = contentView.bounds.insetBy(dx: 6, dy: 6)
        captionLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        captionLabel.font = .preferredFont(forTextStyle: .footnote)
        captionLabel.numberOfLines = 2
        contentView.addSubview(captionLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A three-column photo grid with a comment-count badge on every photo, registered by
/// element kind, and a title header; the view controller is its own data source.
class PhotoGridViewController: UIViewController {

    static let badgeElementKind = "comment-badge-element-kind"
    static let titleElementKind = "title-element-kind"

    private var collectionView: UICollectionView!

    private let sections: [(title: String, photos: [Photo])] = [
        (
            "This Week",
            [
                Photo(caption: "Harbour at dawn", comments: 3, tint: .systemTeal),
                Photo(caption: "Market stalls", comments: 12, tint: .systemOrange),
                Photo(caption: "Bike ride", comments: 0, tint: .systemGreen),
                Photo(caption: "Rooftops", comments: 7, tint: .systemIndigo),
                Photo(caption: "Birthday cake", comments: 24, tint: .systemPink)
            ]
        ),
        (
            "Earlier",
            [
                Photo(caption: "Snow day", comments: 2, tint: .systemCyan),
                Photo(caption: "Museum", comments: 5, tint: .systemBrown),
                Photo(caption: "Lighthouse", comments: 9, tint: .systemYellow)
            ]
        )
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        configureHierarchy()
    }

    private func createLayout() -> UICollectionViewLayout {
        let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badgeSize = NSCollectionLayoutSize(widthDimension: .absolute(24), heightDimension: .absolute(24))
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: badgeSize, elementKind: PhotoGridViewController.badgeElementKind, containerAnchor: badgeAnchor)

        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0 / 3.0),
            heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)

        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0),
            heightDimension: .fractionalWidth(1.0 / 3.0))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let titleSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let title = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: titleSize, elementKind: PhotoGridViewController.titleElementKind, alignment: .top)

        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 16, trailing: 10)
        section.boundarySupplementaryItems = [title]
        return UICollectionViewCompositionalLayout(section: section)
    }

    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        collectionView.register(
            CommentBadgeView.self, forSupplementaryViewOfKind: PhotoGridViewController.badgeElementKind,
            withReuseIdentifier: CommentBadgeView.reuseIdentifier)
        collectionView.register(
            TitleSupplementaryView.self, forSupplementaryViewOfKind: PhotoGridViewController.titleElementKind,
            withReuseIdentifier: TitleSupplementaryView.reuseIdentifier)
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }
}

extension PhotoGridViewController: UICollectionViewDataSource {

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        sections.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].photos.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        guard
            let cell = collectionView.dequeueReusableCell(
                withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath) as? PhotoCell
        else {
            fatalError("Cannot create new cell")
        }
        let photo = sections[indexPath.section].photos[indexPath.item]
        cell.captionLabel.text = photo.caption
        cell.contentView.backgroundColor = photo.tint
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if kind == PhotoGridViewController.badgeElementKind {
            guard
                let badge = collectionView.dequeueReusableSupplementaryView(
                    ofKind: kind, withReuseIdentifier: CommentBadgeView.reuseIdentifier, for: indexPath)
                    as? CommentBadgeView
            else {
                fatalError("Cannot create new badge")
            }
            let comments = sections[indexPath.section].photos[indexPath.item].comments
            badge.countLabel.text = comments > 9 ? "9+" : "\(comments)"
            badge.isHidden = comments == 0
            return badge
        }
        guard
            let title = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: TitleSupplementaryView.reuseIdentifier, for: indexPath)
                as? TitleSupplementaryView
        else {
            fatalError("Cannot create new title")
        }
        title.label.text = sections[indexPath.section].title
        return title
    }
}
