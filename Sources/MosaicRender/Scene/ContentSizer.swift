import CompositionalLayout
import Foundation
import MosaicCairo
import MosaicFrames

/// Measures a scene's self-sizing elements the way the painters draw them: the
/// collection view's `sizingFunction` that ``RenderScene`` installs.
///
/// Cells are measured by ``CellArrangement/preferredSize(look:item:placeholderText:offered:axes:maxWidth:imageSize:measurer:)``
/// headers and footers (and a list's header item) by
/// ``BoundaryArrangement/preferredSize(look:offered:axes:maxWidth:measurer:)``, and badges
/// by ``BadgeArrangement/preferredSize(text:style:textStyle:offered:axes:maxWidth:measurer:)``,
/// with the looks (styles, paddings, fonts, text) that ``ElementLooks`` gives the painters.
/// Only the axes whose dimension is estimated (or uniform across siblings) are measured;
/// the others keep the size offered. Measured lengths are rounded up to the device-pixel
/// grid, so that the engine's rounding never takes away part of a line.
final class ContentSizer {
    private let looks: ElementLooks
    private let measurer: MemoizingMeasurer
    private let images = ImageCache()
    private let scale: CGFloat
    private let measured: MeasuredElements

    /// - Parameter structure: the layout's structure (from a solve with any sizing function:
    ///   sections, lists and boundary kinds do not depend on sizes).
    init(scene: RenderScene, structure: LayoutStructure, fonts: FontEnvironment, measured: MeasuredElements) {
        self.measured = measured
        let view = scene.host
        looks = ElementLooks(
            style: scene.style, content: scene.content, structure: structure,
            isRightToLeft: view.traitCollection.layoutDirection == .rightToLeft,
            sizeCategory: view.traitCollection.preferredContentSizeCategory,
            idiom: view.traitCollection.userInterfaceIdiom, language: scene.language)
        measurer = MemoizingMeasurer(TextMeasurer(fonts: fonts))
        let scale = view.traitCollection.displayScale
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// The collection view's sizing function.
    var sizingFunction: CollectionLayoutSizingFunction {
        { [self] category, kind, indexPath, offered in
            size(category: category, kind: kind, at: indexPath, offered: offered)
        }
    }

    /// The preferred size of an element offered `offered`.
    func size(
        category: UICollectionElementCategory, kind: String?, at indexPath: IndexPath,
        offered: CGSize
    ) -> CGSize {
        let structure = looks.structure
        let maxWidth = max(structure.containerSize.width, 1)
        let measured: CGSize
        let axes: SizingAxes
        let role = structure.role(category: category, kind: kind, indexPath: indexPath)
        switch role {
        case .cell:
            axes = structure.cellAxes(inSection: indexPath.section)
            let item = looks.content.cell(at: indexPath)
            if let header = looks.headerItem(at: indexPath, item: item) {
                measured = BoundaryArrangement.preferredSize(
                    look: header, offered: offered, axes: axes,
                    maxWidth: maxWidth, measurer: measurer)
                break
            }
            let imageSize = item.imagePath.flatMap { path in
                (try? images.image(at: path, for: indexPath)).map { CGSize(width: $0.width, height: $0.height) }
            }
            measured = CellArrangement.preferredSize(
                look: looks.cell(at: indexPath, item: item), item: item,
                placeholderText: looks.placeholderText(at: indexPath, item: item), offered: offered, axes: axes,
                maxWidth: maxWidth, imageSize: imageSize, measurer: measurer)
        case .header(let isGlobal), .footer(let isGlobal):
            let isFooter = role == .footer(isGlobal: isGlobal)
            axes = structure.boundaryAxes(ofKind: kind ?? "", section: indexPath.section)
            let look = looks.boundary(
                kind: kind ?? "", section: indexPath.section, isFooter: isFooter, isGlobal: isGlobal)
            measured = BoundaryArrangement.preferredSize(
                look: look, offered: offered, axes: axes, maxWidth: maxWidth,
                measurer: measurer)
        case .badge:
            let kind = kind ?? ""
            axes = structure.badgeAxes(ofKind: kind, section: indexPath.section)
            let badgeStyle = looks.style.badgeStyle(ofKind: kind)
            measured = BadgeArrangement.preferredSize(
                text: looks.badgeText(ofKind: kind, at: indexPath), style: badgeStyle,
                textStyle: looks.textStyle(badgeStyle.text), offered: offered, axes: axes, maxWidth: maxWidth,
                measurer: measurer)
        case .decoration:
            return offered
        }
        if axes.width || axes.height {
            let (section, item) = LayoutFrame.sectionAndItem(of: indexPath)
            self.measured.insert(
                LayoutFrame.Key(
                    section: section, category: LayoutFrame.Category(category),
                    kind: kind ?? "cell", item: item))
        }
        return CGSize(
            width: axes.width ? ceilToPixel(measured.width) : offered.width,
            height: axes.height ? ceilToPixel(measured.height) : offered.height)
    }

    /// `value` rounded up to a whole device pixel (within a millionth of a pixel).
    private func ceilToPixel(_ value: CGFloat) -> CGFloat {
        guard value.isFinite else { return value }
        return (value * scale - 0.000_001).rounded(.up) / scale
    }
}
