import CompositionalLayout
import Foundation
import MosaicCairo
import MosaicSnapshot
import MosaicSnapshotTesting
import SnapshotTesting
import XCTest

@testable import MosaicRender

/// Reference figures pinned by pixel hashes in `__Snapshots__/ReferenceFigureTests/`.
/// Look at the PNGs there to see what each test draws. Re-record with
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter MosaicRenderTests.ReferenceFigureTests`.
final class ReferenceFigureTests: XCTestCase {
    private let header = UICollectionView.elementKindSectionHeader
    private let footer = UICollectionView.elementKindSectionFooter

    func testList() throws {
        let items =
            ["Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot"].map { CellContent(title: $0) }
            + [CellContent(title: "Battery", subtitle: "87%")]
        let content = LayoutContent(sections: [SectionContent(items: items, supplementaryText: [header: "Settings"])])
        let scene = try RenderScene(
            layout: Layouts.list(rowHeight: 64, header: true), itemCounts: [7], content: content,
            canvas: smallCanvas(height: 400), separators: CellSeparators())
        assertSnapshot(of: try Renderer().image(of: scene), as: .image)
    }

    func testInsetGroupedList() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let content = LayoutContent(sections: [
            SectionContent(
                items: [CellContent(title: "General"), CellContent(title: "Display & Brightness")],
                supplementaryText: [header: "Device", footer: "Two rows, rounded as a group."]),
            SectionContent(placeholder: .number, supplementaryText: [header: "Numbers"])
        ])
        assertSnapshot(
            of: try render(layout, counts: [2, 3], content: content, canvas: smallCanvas(height: 400)), as: .image)
    }

    func testGrid() throws {
        assertSnapshot(of: try render(Layouts.grid(columns: 4), counts: [14, 6]), as: .image)
    }

    func testNestedGroups() throws {
        assertSnapshot(of: try render(Layouts.nestedGroups(), counts: [9]), as: .image)
    }

    func testBadges() throws {
        let items = (0..<6).map { CellContent(badge: $0 == 5 ? "NEW" : "\($0 + 1)") }
        let content = LayoutContent(sections: [SectionContent(items: items)])
        var style = RenderStyle.standard(for: .light)
        style.badges[Layouts.badgeKind] = BadgeStyle(
            fill: style.colors.systemRed, border: Border(color: .white, width: 1.5),
            text: TextStyle(
                weight: .bold, size: 11, color: .white, alignment: .center, wraps: false,
                verticalAlignment: .center))
        assertSnapshot(
            of: try render(Layouts.grid(columns: 3, badges: true), counts: [6], content: content, style: style),
            as: .image)
    }

    func testHeadersAndFooters() throws {
        let content = LayoutContent(sections: [
            SectionContent(supplementaryText: [header: "Recently Added", footer: "4 albums"]),
            SectionContent()
        ])
        var style = RenderStyle.standard(for: .light)
        style.header.background = style.colors.secondarySystemBackground
        style.header.rule = style.colors.separator
        assertSnapshot(
            of: try render(
                Layouts.grid(columns: 4, header: true, footer: true), counts: [4, 8],
                content: content, style: style), as: .image)
    }

    func testSectionBackgrounds() throws {
        assertSnapshot(
            of: try render(Layouts.grid(columns: 3, header: true, background: true), counts: [5, 3]), as: .image)
    }

    func testDarkTheme() throws {
        let content = LayoutContent(sections: [
            SectionContent(
                items: [CellContent(title: "Dark", subtitle: "secondaryLabel")],
                supplementaryText: [header: "Dark mode"])
        ])
        assertSnapshot(
            of: try render(
                Layouts.grid(columns: 2, header: true, badges: true, background: true), counts: [5],
                content: content, canvas: smallCanvas(theme: .dark)), as: .image)
    }

    func testRightToLeft() throws {
        var canvas = smallCanvas()
        canvas.layoutDirection = .rightToLeft
        let content = LayoutContent(sections: [
            SectionContent(
                items: [CellContent(title: "שלום", subtitle: "עולם")],
                supplementaryText: [header: "כותרת"])
        ])
        assertSnapshot(
            of: try render(Layouts.nestedGroups(), counts: [5], content: content, canvas: canvas), as: .image,
            named: "nested")
        assertSnapshot(
            of: try render(
                Layouts.grid(columns: 3, header: true, badges: true), counts: [4], content: content,
                canvas: canvas), as: .image, named: "grid")
    }

    func testTextWrapsAndEllipsizes() throws {
        let long = "A title long enough to wrap onto a second line and then be cut short with an ellipsis"
        let content = LayoutContent(sections: [
            SectionContent(items: [
                CellContent(title: long),
                CellContent(title: "Short", subtitle: long),
                CellContent(title: long, subtitle: long),
                CellContent(title: "Unbreakable_identifier_without_any_spaces_at_all")
            ])
        ])
        assertSnapshot(
            of: try render(Layouts.grid(columns: 2), counts: [4], content: content, canvas: smallCanvas(scale: 2)),
            as: .image)
    }

    func testCellImages() throws {
        let directory = try temporaryDirectory()
        let path = directory.appendingPathComponent("gradient.png").path
        let image = try ImageSurface(width: 64, height: 48, format: .rgb24)
        let context = try DrawingContext(surface: image)
        context.addRect(CGRect(x: 0, y: 0, width: 64, height: 48))
        try context.fill(
            LinearGradient(start: .zero, end: CGPoint(x: 64, y: 48), colors: [.white, Color(hex: "#5856D6")!]))
        try image.writePNG(to: URL(fileURLWithPath: path))
        let content = LayoutContent(sections: [
            SectionContent(items: [CellContent(imagePath: path), CellContent(title: "Photo", imagePath: path)]),
            SectionContent(items: [CellContent(title: "Row with an image", subtitle: "Leading square", imagePath: path)]
            )
        ])
        let layout = UICollectionViewCompositionalLayout { section, _ in
            section == 0 ? Layouts.gridSection(columns: 2) : Layouts.listSection(rowHeight: 60)
        }
        assertSnapshot(of: try render(layout, counts: [2, 1], content: content), as: .image)
    }

    func testDeviceViewportScrolledWithSafeArea() throws {
        var canvas = Canvas(device: Device.named("iphone-se")!)
        canvas.contentOffset = CGPoint(x: 0, y: 100)
        canvas.scale = 1
        assertSnapshot(of: try render(Layouts.grid(columns: 3, header: true), counts: [30], canvas: canvas), as: .image)
    }
}
