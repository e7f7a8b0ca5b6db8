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
        let size = layout.collectionViewContentSize
        let everything = CGRect(
            x: -view.size.width, y: -view.size.height, width: size.width + 3 * view.size.width,
            height: size.height + 3 * view.size.height)
        let looks = ElementLooks(
            style: style, content: content, structure: LayoutStructure(layout: layout),
            isRightToLeft: view.traitCollection.layoutDirection == .rightToLeft,
            sizeCategory: view.traitCollection.preferredContentSizeCategory,
            idiom: view.traitCollection.userInterfaceIdiom, language: language)
        let cells = (layout.layoutAttributesForElements(in: everything) ?? [])
            .filter { $0.representedElementCategory == .cell }
            .sorted { $0.indexPath < $1.indexPath }
            .compactMap { attributes -> TextCell? in
                let item = content.cell(at: attributes.indexPath)
                guard item.hasText, looks.headerItem(at: attributes.indexPath, item: item) == nil else { return nil }
                return TextCell(indexPath: attributes.indexPath, item: item, frame: attributes.frame)
            }
        return (looks, cells)
    }
}
