import CompositionalLayout
import Foundation

extension RenderScene {
    /// One cell that shows text: where it is, what it shows.
    struct TextCell {
        let indexPath: IndexPath
        let item: CellContent
        let frame: CGRect
    }

    /// The cells of the whole layout that show text, in index-path order, and the looks they
    /// are drawn with: what the checks of text (dropped, truncated, too faint) walk. Cells drawn
    /// as a section's header row are left out: they are checked as headers.
    func textCells() -> (looks: ElementLooks, cells: [TextCell]) {
        let view = host
        let layout = view.layout
        layout.prepare()
        let looks = ElementLooks(
            style: style, content: content, structure: LayoutStructure(layout: layout),
            isRightToLeft: view.traitCollection.layoutDirection == .rightToLeft,
            sizeCategory: view.traitCollection.preferredContentSizeCategory,
            idiom: view.traitCollection.userInterfaceIdiom, language: language)
        let cells = (layout.layoutAttributesForElements(in: wholeContent) ?? [])
            .filter { $0.representedElementCategory == .cell }
            .sorted { $0.indexPath < $1.indexPath }
            .compactMap { attributes -> TextCell? in
                let item = content.cell(at: attributes.indexPath)
                guard item.hasText, looks.headerItem(at: attributes.indexPath, item: item) == nil else { return nil }
                return TextCell(indexPath: attributes.indexPath, item: item, frame: attributes.frame)
            }
        return (looks, cells)
    }

    /// A header or footer that shows text the content gives it: where it is, what it is.
    struct TextBoundary {
        let kind: String
        /// Its section; nil for the layout's own.
        let section: Int?
        let isFooter: Bool
        let frame: CGRect
    }

    /// The headers and footers of the whole layout that show text the content gives them
    /// (not Mosaic's "Section 2"), by section (the layout's own first) and from the top.
    func textBoundaries() -> [TextBoundary] {
        let layout = host.layout
        layout.prepare()
        let structure = LayoutStructure(layout: layout)
        return (layout.layoutAttributesForElements(in: wholeContent) ?? [])
            .compactMap { attributes -> TextBoundary? in
                let kind = attributes.representedElementKind ?? ""
                let isFooter: Bool
                let isGlobal: Bool
                switch structure.role(of: attributes) {
                case .header(let global): (isFooter, isGlobal) = (false, global)
                case .footer(let global): (isFooter, isGlobal) = (true, global)
                case .cell, .badge, .decoration: return nil
                }
                let section = isGlobal || attributes.indexPath.count != 2 ? nil : attributes.indexPath.section
                let text =
                    section.map { content.supplementaryText(ofKind: kind, section: $0) }
                    ?? content.globalSupplementaryText[kind]
                guard let text, !text.isEmpty else { return nil }
                return TextBoundary(kind: kind, section: section, isFooter: isFooter, frame: attributes.frame)
            }
            .sorted { ($0.section ?? -1, $0.frame.minY) < ($1.section ?? -1, $1.frame.minY) }
    }

    /// The whole content and a screen around it on every side: every element, wherever
    /// scroll offsets put it.
    private var wholeContent: CGRect {
        let size = host.layout.collectionViewContentSize
        return CGRect(
            x: -host.size.width, y: -host.size.height, width: size.width + 3 * host.size.width,
            height: size.height + 3 * host.size.height)
    }
}
