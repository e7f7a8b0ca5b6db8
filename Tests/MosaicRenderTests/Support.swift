import CompositionalLayout
import Foundation
import MosaicCairo

@testable import MosaicRender

/// A small canvas for reference figures: 240 x 320 points at scale 1, no safe area.
func smallCanvas(scale: CGFloat = 1, theme: ThemeName = .light, height: CGFloat = 320) -> Canvas {
    Canvas(size: CGSize(width: 240, height: height), scale: scale, theme: theme)
}

/// A full-page list 60 pt wide at scale 1 (rows of 44 pt, 1 pt apart; 9-pt titles 2 pt in),
/// one row a cell of `items`: a tall picture of few pixels, for strip tests.
func narrowListPage(_ items: [CellContent], placeholder: PlaceholderStyle = .indexPath) throws -> RenderScene {
    var style = RenderStyle.standard(for: .light)
    style.cell.padding = 2
    style.cell.title.size = 9
    var canvas = smallCanvas()
    canvas.size.width = 60
    canvas.fullPage = true
    return try RenderScene(
        layout: Layouts.list(), itemCounts: [items.count],
        content: LayoutContent(sections: [SectionContent(items: items, placeholder: placeholder)]),
        canvas: canvas, style: style)
}

/// Renders `layout` with `counts` items per section on `canvas`.
func render(
    _ layout: UICollectionViewCompositionalLayout, counts: [Int], content: LayoutContent = LayoutContent(),
    canvas: Canvas = smallCanvas(), style: RenderStyle? = nil
) throws -> ImageSurface {
    let scene = try RenderScene(layout: layout, itemCounts: counts, content: content, canvas: canvas, style: style)
    return try Renderer().image(of: scene)
}

/// A pixel as `#RRGGBB` (or `#RRGGBBAA` when not opaque), straight alpha.
func hex(_ surface: ImageSurface, _ x: Int, _ y: Int) -> String {
    let pixel = surface.pixel(x: x, y: y)
    let a = pixel >> 24
    func channel(_ shift: UInt32) -> UInt32 {
        let value = (pixel >> shift) & 0xFF
        return a == 0 || a == 255 ? value : (value * 255 + a / 2) / a
    }
    let rgb = String(format: "#%02X%02X%02X", channel(16), channel(8), channel(0))
    return a == 255 ? rgb : rgb + String(format: "%02X", a)
}

/// One folder per test process under the system temporary directory, holding every
/// ``temporaryDirectory(_:)``; removed when the process exits, so test runs leave nothing.
enum ScratchFolder {
    static let root: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-render-tests-\(getpid())")
        atexit { try? FileManager.default.removeItem(at: ScratchFolder.root) }
        return url
    }()
}

/// A fresh empty directory, removed with the ``ScratchFolder`` when the tests end.
func temporaryDirectory(_ name: String = #function) throws -> URL {
    let url = ScratchFolder.root.appendingPathComponent("\(name.filter(\.isLetter))-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
