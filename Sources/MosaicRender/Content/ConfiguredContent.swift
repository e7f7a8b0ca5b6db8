import CompositionalLayout
import Foundation
import MosaicCairo

extension LayoutContent {
    /// What a collection view's data source configures, as content to draw: each cell and
    /// supplementary view it makes (through cell and supplementary registrations, or
    /// `dequeueReusableCell`) is read as the renderer's content model.
    ///
    /// - A cell's `UIListContentConfiguration` gives the title (`text`), the subtitle
    ///   (`secondaryText`; at the trailing edge for `valueCell()` or
    ///   `prefersSideBySideTextAndSecondaryText`) and, for an `image`, a Settings-style icon
    ///   in the image's tint (its `imageProperties.tintColor`, else the image's own) with the
    ///   image's placeholder glyph; an image from a file is drawn from that file.
    /// - Without a configuration, a cell's first two `UILabel`s give the title and subtitle.
    /// - The fill: `backgroundConfiguration.backgroundColor`, else `backgroundColor`, else the
    ///   content view's, resolved for `colors` (light or dark values); a translucent fill
///   (`.tertiarySystemFill`) is blended over the collection view's background colour, so
///   the text on it gets a contrasting colour as on the opaque result.
    /// - A list cell's accessories shown when not editing: `.disclosureIndicator()` and
    ///   `.outlineDisclosure()` as chevrons, `.checkmark()`, and `.label(text:)` as a trailing
    ///   value (when the cell has no secondary text).
    /// - A header's, footer's or badge's text is its configuration's `text`, else its first
    ///   label's; a badge's text goes to its cell (`CellContent.badge`). A view the data
    ///   source hides (`isHidden = true`) is not drawn (`hiddenSupplementaries`).
    ///
    /// Only kinds the layout declares are asked for. A collection view without a data
    /// source gives empty content (placeholders).
    ///
    /// - Throws: ``RenderError/unsupported(_:)`` naming the first dequeue of an identifier
    ///   that was never registered (UIKit stops with an exception there).
    @preconcurrency @MainActor
    public init(configuredBy collectionView: UICollectionView, colors: SystemColors) throws {
        self.init()
        guard let dataSource = collectionView.dataSource else { return }
        collectionView.reloadData()
        let problemsBefore = collectionView.registrationProblems.count
        let structure = LayoutStructure(layout: collectionView.collectionViewLayout)
        let page = collectionView.backgroundColor?.resolved(in: colors) ?? colors.systemBackground
        let reader = ConfiguredViewReader(colors: colors, page: page)
        var hidden: Set<SupplementaryKey> = []
        sections = collectionView.numberOfItemsInSection.enumerated().map { section, count in
            var content = SectionContent()
            content.items = (0..<count).map { item in
                reader.cellContent(of: dataSource.collectionView(collectionView, cellForItemAt: IndexPath(item: item, section: section)))
            }
            for kind in structure.boundaryKinds(inSection: section).sorted() {
                let path = IndexPath(item: 0, section: section)
                let view = dataSource.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: path)
                if view.isHidden { hidden.insert(SupplementaryKey(kind: kind, indexPath: path)) }
                if let text = reader.text(of: view) { content.supplementaryText[kind] = text }
            }
            for kind in structure.badgeKinds(inSection: section).sorted() {
                for item in 0..<count {
                    let path = IndexPath(item: item, section: section)
                    let view = dataSource.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: path)
                    if view.isHidden { hidden.insert(SupplementaryKey(kind: kind, indexPath: path)) }
                    if let text = reader.text(of: view) { content.items[item].badge = text }
                }
            }
            return content
        }
        hiddenSupplementaries = hidden
        if collectionView.registrationProblems.count > problemsBefore {
            throw RenderError.unsupported(collectionView.registrationProblems[problemsBefore])
        }
    }
}

/// Reads configured cells and supplementary views as ``CellContent`` and text.
@preconcurrency @MainActor
struct ConfiguredViewReader {
    let colors: SystemColors
    /// The collection view's background, which translucent cell fills are blended over.
    let page: Color

    func cellContent(of cell: UICollectionViewCell) -> CellContent {
        // UIKit updates a cell's configuration for its state before it shows the cell.
        cell.setNeedsUpdateConfiguration()
        var content = CellContent()
        if let configuration = cell.contentConfiguration as? UIListContentConfiguration {
            content.title = configuration.text
            content.subtitle = configuration.secondaryText
            if configuration.prefersSideBySideTextAndSecondaryText { content.style = .value }
            if let image = configuration.image { apply(image, tint: configuration.imageProperties.tintColor, to: &content) }
        } else {
            let labels = cell.labelTexts
            content.title = labels.first
            content.subtitle = labels.dropFirst().first
        }
        let fill = cell.backgroundConfiguration?.backgroundColor ?? cell.backgroundColor ?? cell.contentView.backgroundColor
        if let fill, fill.alpha > 0 || fill.darkAlpha > 0 { content.color = ThemedColor(fill.resolved(in: colors).over(page)) }
        if let listCell = cell as? UICollectionViewListCell { apply(listCell.accessories, to: &content) }
        return content
    }

    /// The text of a header, footer or badge view: its list configuration's, else its first label's.
    func text(of view: UICollectionReusableView) -> String? {
        if let cell = view as? UICollectionViewCell, let configuration = cell.contentConfiguration as? UIListContentConfiguration,
           let text = configuration.text {
            return text
        }
        return view.labelTexts.first
    }

    private func apply(_ image: UIImage, tint: UIColor?, to content: inout CellContent) {
        if case let .file(path) = image.source {
            content.imagePath = URL(fileURLWithPath: path).standardizedFileURL.path
            return
        }
        let color = (tint ?? image.tintColor).map(ThemedColor.init)
        content.icon = CellIcon(color: color, symbol: image.placeholderGlyph ?? "")
    }

    private func apply(_ accessories: [UICellAccessory], to content: inout CellContent) {
        for accessory in accessories where accessory.isShownWhenNotEditing {
            switch accessory.kind {
            case .disclosureIndicator, .outlineDisclosure: content.accessories.append(.disclosureIndicator)
            case .checkmark: content.accessories.append(.checkmark)
            case let .label(text):
                guard content.subtitle == nil else { continue }
                content.subtitle = text
                content.style = .value
            case .delete, .insert, .reorder, .multiselect, .detail: continue
            }
        }
    }
}

extension UIColor {
    /// This colour in a theme: its dark values when `colors` are the dark system colours,
    /// its light values otherwise.
    func resolved(in colors: SystemColors) -> Color {
        let dark = colors == .dark
        return Color(red: Double(dark ? darkRed : red), green: Double(dark ? darkGreen : green),
                     blue: Double(dark ? darkBlue : blue), alpha: Double(dark ? darkAlpha : alpha))
    }
}

extension Color {
    /// This colour drawn over the opaque colour `below`.
    func over(_ below: Color) -> Color {
        func mix(_ top: Double, _ bottom: Double) -> Double { top * alpha + bottom * (1 - alpha) }
        return Color(red: mix(red, below.red), green: mix(green, below.green), blue: mix(blue, below.blue))
    }
}

extension LayoutStructure {
    /// The kinds of the boundary supplementaries of `section`.
    func boundaryKinds(inSection section: Int) -> Set<String> {
        sectionBoundarySizes.indices.contains(section) ? Set(sectionBoundarySizes[section].keys) : []
    }

    /// The kinds of the supplementaries of the items of `section` (badges).
    func badgeKinds(inSection section: Int) -> Set<String> {
        sectionBadgeSizes.indices.contains(section) ? Set(sectionBadgeSizes[section].keys) : []
    }
}
