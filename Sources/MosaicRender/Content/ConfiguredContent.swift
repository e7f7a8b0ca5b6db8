import CompositionalLayout
import Foundation
import MosaicCairo

extension LayoutContent {
    /// What a collection view's data source configures, as content to draw: each cell and
    /// supplementary view it makes (through cell and supplementary registrations, or
    /// `dequeueReusableCell`) is read as the renderer's content model, and drawn as its
    /// code configured it and nothing else (the placeholder look is for layouts without
    /// views).
    ///
    /// - A cell's `UIListContentConfiguration` gives the title (`text`), the subtitle
    ///   (`secondaryText`; at the trailing edge for `valueCell()` or
    ///   `prefersSideBySideTextAndSecondaryText`), their fonts, colours, alignment and line
    ///   counts (in list rows, only what the code changed from the factory's), and, for an
    ///   `image` in a list row, the symbol's glyph alone in its tint (`CellIcon.Style.glyph`:
    ///   the image's own, else `imageProperties.tintColor`, else the cell's, else
    ///   `systemBlue`); an image from a file is drawn from that file.
    /// - Without a configuration, a cell's first two `UILabel`s give the title and subtitle
    ///   (with their fonts, colours, alignment and line counts), and its first image view
    ///   showing an image file gives the image.
    /// - Cells outside lists get their image and text frames from `RenderScene`, which lays
    ///   them out at their solved sizes (`CellContent.placedImages`, `titleFrame`); read
    ///   alone, they keep Mosaic's placement.
    /// - The cell's look (`CellContent.appearance`): its background colours and
    ///   configuration, its and its content view's layers' corners, border, shadow and
    ///   gradient, resolved for `colors` (see `ConfiguredAppearance`). A list cell without
    ///   a background configuration has its list's default fill; another cell without fills
    ///   is transparent.
    /// - A list cell's accessories shown when not editing: `.disclosureIndicator()` and
    ///   `.outlineDisclosure()` as chevrons, `.checkmark()`, and `.label(text:)` as a trailing
    ///   value (beside a subtitle below the title, as `CellContent.detail`).
    /// - A header's, footer's or badge's text is its configuration's `text`, else its first
    ///   label's (a section header's font, colour and alignment too, as the section's
    ///   `headerText`); an item supplementary's text goes to its cell (`CellContent.badge` for
    ///   its section's `LayoutContent.cellBadgeKind(among:)`, `CellContent.supplementaryText`
    ///   for other kinds); its look goes to
    ///   `supplementaryAppearances`. A view the data source hides (`isHidden = true`) is not
    ///   drawn (`hiddenSupplementaries`).
    /// - Decoration views: the class registered for each kind on the layout
    ///   (`register(_:forDecorationViewOfKind:)`) is made as UIKit makes it and its look read
    ///   (`decorationAppearances`).
    /// - The page: the collection view's `backgroundColor` (`pageColor`), over its
    ///   superviews' (a clear collection view shows its view controller's view behind it).
    ///
    /// Only kinds the layout declares are asked for. A collection view without a data
    /// source gives empty content (placeholders).
    ///
    /// - Throws: ``RenderError/unsupported(_:)`` naming the first dequeue of an identifier
    ///   that was never registered (UIKit stops with an exception there).
    @preconcurrency @MainActor
    public init(configuredBy collectionView: UICollectionView, colors: SystemColors) throws {
        var views = ViewsToPlace()
        try self.init(configuredBy: collectionView, colors: colors, viewsToPlace: &views)
    }

    /// Reads the content as ``init(configuredBy:colors:)`` does, and hands back the cells and
    /// the headers and footers outside lists, for ``ConfiguredPlacement`` to lay out once the
    /// layout gives them their sizes.
    @preconcurrency @MainActor
    init(
        configuredBy collectionView: UICollectionView, colors: SystemColors,
        viewsToPlace: inout ViewsToPlace
    ) throws {
        self.init()
        let looks = ConfiguredAppearance(colors: colors)
        // What shows through a translucent collection view (or list) is what its superviews
        // paint, the outermost first, over the window's systemBackground.
        let ancestorFills = sequence(first: collectionView as UIView, next: \.superview).dropFirst()
            .compactMap(\.backgroundColor).reversed()
        let behind = ancestorFills.reduce(colors.systemBackground) { below, color in
            looks.color(color).composited(over: below)
        }
        pageBackdrop = ancestorFills.isEmpty ? nil : behind
        pageColor = collectionView.backgroundColor.map { looks.color($0).composited(over: behind) }
        let layout = collectionView.collectionViewLayout
        guard let dataSource = collectionView.dataSource else {
            decorationAppearances = Self.decorationAppearances(of: layout, looks: looks)
            return
        }
        collectionView.reloadData()
        let problemsBefore = collectionView.registrationProblems.count
        let structure = LayoutStructure(layout: layout)
        let reader = ConfiguredViewReader(colors: colors, looks: looks, text: ConfiguredText(colors: colors))
        var hidden: Set<SupplementaryKey> = []
        var appearances: [SupplementaryKey: ViewAppearance] = [:]
        sections = collectionView.numberOfItemsInSection.enumerated().map { section, count in
            var content = SectionContent()
            let list = structure.list(inSection: section)
            content.items = (0..<count).map { item in
                let path = IndexPath(item: item, section: section)
                let cell = dataSource.collectionView(collectionView, cellForItemAt: path)
                // A list's own cells take the list's row look; a cell of the app's own is laid
                // out as it is anywhere else.
                if list == nil || !(cell is UICollectionViewListCell) { viewsToPlace.cells[path] = cell }
                return reader.cellContent(of: cell, list: list)
            }
            for kind in structure.boundaryKinds(inSection: section).sorted() {
                let path = IndexPath(item: 0, section: section)
                let view = dataSource.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: path)
                let key = SupplementaryKey(kind: kind, indexPath: path)
                if view.isHidden { hidden.insert(key) }
                // A list's own headers (list cells showing a content configuration) take the
                // list's look; a view of the app's own is laid out as it is anywhere else.
                if list == nil || !(view is UICollectionViewListCell) { viewsToPlace.supplementaries[key] = view }
                if let text = reader.text(of: view) { content.supplementaryText[kind] = text }
                if case .header(isGlobal: false) = structure.role(
                    category: .supplementaryView, kind: kind, indexPath: path),
                    let options = reader.textOptions(of: view, list: list)
                {
                    content.headerText = options
                }
                appearances[key] = looks.of(view: view)
            }
            let kinds = structure.badgeKinds(inSection: section)
            let badgeKind = LayoutContent.cellBadgeKind(among: kinds)
            for kind in kinds.sorted() {
                for item in 0..<count {
                    let path = IndexPath(item: item, section: section)
                    let view = dataSource.collectionView(
                        collectionView, viewForSupplementaryElementOfKind: kind, at: path)
                    let key = SupplementaryKey(kind: kind, indexPath: path)
                    if view.isHidden { hidden.insert(key) }
                    appearances[key] = looks.of(view: view)
                    guard let text = reader.text(of: view) else { continue }
                    if kind == badgeKind {
                        content.items[item].badge = text
                    } else {
                        content.items[item].supplementaryText[kind] = text
                    }
                }
            }
            return content
        }
        hiddenSupplementaries = hidden
        supplementaryAppearances = appearances
        decorationAppearances = Self.decorationAppearances(of: layout, looks: looks)
        if collectionView.registrationProblems.count > problemsBefore {
            throw RenderError.unsupported(collectionView.registrationProblems[problemsBefore])
        }
    }

    /// The looks of the decoration views whose classes `layout` registered, by kind: each
    /// made at the size of the first decoration of its kind.
    @preconcurrency @MainActor
    private static func decorationAppearances(
        of layout: UICollectionViewLayout,
        looks: ConfiguredAppearance
    ) -> [String: ViewAppearance] {
        guard let classes = (layout as? UICollectionViewCompositionalLayout)?.registeredDecorationClasses,
            !classes.isEmpty
        else { return [:] }
        var found: [String: ViewAppearance] = [:]
        let everything = CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)
        for attributes in layout.layoutAttributesForElements(in: everything) ?? []
        where attributes.representedElementCategory == .decorationView {
            guard let kind = attributes.representedElementKind, found[kind] == nil,
                let registered = classes[kind], let viewClass = registered as? AnyClass,
                let appearance = looks.of(decorationClass: viewClass, attributes: attributes)
            else { continue }
            found[kind] = appearance
        }
        return found
    }
}

/// Reads configured cells and supplementary views as ``CellContent`` and text.
@preconcurrency @MainActor
struct ConfiguredViewReader {
    let colors: SystemColors
    let looks: ConfiguredAppearance
    let text: ConfiguredText

    /// The content of `cell`, in a section laid out as `list` (`nil` outside lists).
    func cellContent(of cell: UICollectionViewCell, list: UICollectionLayoutListConfiguration?) -> CellContent {
        // UIKit updates a cell's configuration for its state before it shows the cell.
        cell.setNeedsUpdateConfiguration()
        var content = CellContent()
        // A cell may show a list content configuration through a `UIListContentView` of its
        // own (Apple's custom list cell does, beside labels and images it adds): that view's
        // configuration is the cell's text and image, and a label beside it the trailing detail.
        let embedded = cell.contentConfiguration == nil ? cell.contentView.embeddedListContentView : nil
        if let configuration = cell.contentConfiguration as? UIListContentConfiguration
            ?? embedded?.listContentConfiguration
        {
            content.title = configuration.text
            content.subtitle = configuration.secondaryText
            if configuration.prefersSideBySideTextAndSecondaryText { content.style = .value }
            // Outside lists, `ConfiguredPlacement` puts the image where the list content view does.
            if let image = configuration.image, list != nil {
                applyRowImage(
                    image, tint: configuration.imageProperties.tintColor ?? cell.tintColor,
                    preferred: configuration.imageProperties.preferredSymbolConfiguration,
                    textSize: configuration.textProperties.font.pointSize, to: &content)
            }
            let made = list == nil ? nil : UIListContentConfiguration.made(by: configuration.kind)
            content.titleText = text.options(configuration.textProperties, unchanged: made?.textProperties)
            content.subtitleText = text.options(
                configuration.secondaryTextProperties,
                unchanged: made?.secondaryTextProperties)
            if embedded != nil, let beside = cell.labelsWithText.first?.text { content.detail = beside }
        } else {
            let labels = cell.labelsWithText
            if let title = labels.first {
                content.title = title.text
                content.titleText = text.options(title)
            }
            if let subtitle = labels.dropFirst().first {
                content.subtitle = subtitle.text
                content.subtitleText = text.options(subtitle)
            }
            // Drawn here only where `ConfiguredPlacement` cannot place the image view.
            if let imageView = cell.imageViewsWithImage.first, let image = imageView.image,
                case .file(let path) = image.source
            {
                content.imagePath = URL(fileURLWithPath: path).standardizedFileURL.path
            }
        }
        content.appearance = looks.of(cell: cell, list: list)
        if let listCell = cell as? UICollectionViewListCell { apply(listCell.accessories, to: &content) }
        return content
    }

    /// The text of a header, footer or badge view: its list configuration's, else its first label's.
    func text(of view: UICollectionReusableView) -> String? {
        if let cell = view as? UICollectionViewCell,
            let configuration = cell.contentConfiguration as? UIListContentConfiguration,
            let text = configuration.text
        {
            return text
        }
        return view.labelTexts.first
    }

    /// How a header's text is set: its list configuration's text properties (in a list, what
    /// the code changed from the factory's), else its first label's font, colour, alignment
    /// and line count.
    func textOptions(of view: UICollectionReusableView, list: UICollectionLayoutListConfiguration?) -> TextOptions? {
        if let cell = view as? UICollectionViewCell,
            let configuration = cell.contentConfiguration as? UIListContentConfiguration
        {
            let made = list == nil ? nil : UIListContentConfiguration.made(by: configuration.kind)
            return text.options(configuration.textProperties, unchanged: made?.textProperties)
        }
        return view.labelsWithText.first.map(text.options)
    }

    /// A list row's image: a file (or an asset name with a file) fills the row's image
    /// square; a symbol is its glyph alone in its tint (the image's own, else `tint`, else
    /// `systemBlue`), sized as ``ConfiguredPlacement`` sizes symbols, as iOS draws a template
    /// image; an asset name without a file is a square in its tint with the name's letter.
    private func applyRowImage(
        _ image: UIImage, tint: UIColor?, preferred: UIImage.SymbolConfiguration?, textSize: CGFloat,
        to content: inout CellContent
    ) {
        let color = ThemedColor(image.tintColor ?? tint ?? .systemBlue)
        switch image.source {
        case .file(let path):
            content.imagePath = URL(fileURLWithPath: path).standardizedFileURL.path
        case .named(let name):
            if let path = NamedImageFile.path(named: name) {
                content.imagePath = path
            } else {
                content.icon = CellIcon(color: color, symbol: image.placeholderGlyph ?? "")
            }
        case .system:
            content.icon = CellIcon(
                color: color, symbol: image.placeholderGlyph ?? "", style: .glyph,
                pointSize: ConfiguredPlacement.symbolSize(of: image, preferred: preferred, textSize: textSize))
        }
    }

    private func apply(_ accessories: [UICellAccessory], to content: inout CellContent) {
        for accessory in accessories where accessory.isShownWhenNotEditing {
            switch accessory.kind {
            case .disclosureIndicator, .outlineDisclosure: content.accessories.append(.disclosureIndicator)
            case .checkmark: content.accessories.append(.checkmark)
            case .label(let text):
                // Beside a subtitle below the title, the label sits on the title's line at the
                // trailing edge, as UIKit's label accessory does.
                if content.subtitle == nil {
                    content.subtitle = text
                    content.style = .value
                } else if content.detail == nil {
                    content.detail = text
                }
            case .customView(let configuration):
                // A switch at the trailing edge is the row's switch, as the list draws one.
                if case .trailing = configuration.placement, let toggle = configuration.customView as? UISwitch {
                    content.accessories.append(.switch(isOn: toggle.isOn))
                }
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
        return Color(
            red: Double(dark ? darkRed : red), green: Double(dark ? darkGreen : green),
            blue: Double(dark ? darkBlue : blue), alpha: Double(dark ? darkAlpha : alpha))
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
