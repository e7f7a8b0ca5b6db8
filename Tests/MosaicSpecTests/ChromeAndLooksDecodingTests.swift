import CompositionalLayout
import MosaicCairo
import MosaicRender
import XCTest

@testable import MosaicSpec

/// System bars in `canvas:`, and the content keys for text styles, padding, artwork and image
/// placement: what they decode to, the frames the bars give, and the mistakes reported.
final class ChromeAndLooksDecodingTests: XCTestCase {
    private let grid = """
        sections:
          - itemCount: 30
            placeholder: blank
            group: {size: 1fw x 100, subitem: {size: 0.5fw x 1fh}}
        """

    // MARK: Chrome

    func testBarsAddToTheDevicesSafeAreaAsUIKitsDo() throws {
        let document = try decode(
            """
            canvas:
              device: iphone-15
              navigationBar: {title: Library, leading: [Edit], trailing: ["+"], search: Search}
              tabBar: {items: [Home, Library, Search], selected: 1}
            \(grid)
            """)
        let chrome = try XCTUnwrap(document.canvas.chrome)
        XCTAssertTrue(chrome.statusBar && chrome.homeIndicator, "on by default once a bar is given")
        XCTAssertEqual(chrome.navigationBar?.titleDisplay, .large)
        XCTAssertEqual(chrome.navigationBar?.trailingItems, ["+"])
        XCTAssertEqual(chrome.tabBar?.selectedIndex, 1)
        XCTAssertEqual(chrome.tabBar?.items.map(\.title), ["Home", "Library", "Search"])
        // iPhone 15: 59 status bar + 44 bar + 52 large title + 52 search field = 207 at the top;
        // 34 home indicator + 49 tab bar = 83 at the bottom.
        let view = document.makeCollectionView()
        XCTAssertEqual(view.adjustedContentInset.top, 207)
        XCTAssertEqual(view.adjustedContentInset.bottom, 83)
        let first = try XCTUnwrap(view.cellFrame(0, 0))
        XCTAssertEqual(first.minY - view.contentOffset.y, 207, "the first row starts just below the search field")
    }

    func testAnInlineTitleIsA44PointBar() throws {
        let document = try decode(
            """
            canvas: {device: iphone-se, navigationBar: {title: Details, titleDisplay: inline}, toolbar: [Share, "⋯"]}
            \(grid)
            """)
        let view = document.makeCollectionView()
        XCTAssertEqual(view.adjustedContentInset.top, 20 + 44, "iPhone SE: 20-pt status bar")
        XCTAssertEqual(view.adjustedContentInset.bottom, 44, "a toolbar, no home indicator")
    }

    func testIPadBarsAre50PointsTall() throws {
        let document = try decode(
            """
            canvas: {device: ipad, navigationBar: {title: Files, titleDisplay: inline}, tabBar: [Recents, Browse]}
            \(grid)
            """)
        let view = document.makeCollectionView()
        XCTAssertEqual(view.adjustedContentInset.top, 24 + 50, "iPad: 24-pt status bar, 50-pt bar since iOS 12")
        XCTAssertEqual(view.adjustedContentInset.bottom, 20 + 50)
    }

    func testTheBarsAreDrawnWhereTheirInsetsAre() throws {
        var document = try decode(
            """
            canvas: {device: iphone-15, navigationBar: Photos, tabBar: [Library, For You, Albums, Search]}
            \(grid)
            """)
        document.canvas.scale = 1
        let scene = try RenderScene(
            layout: document.makeLayout(), itemCounts: document.itemCounts,
            content: document.content, canvas: document.canvas)
        let image = try Renderer().image(of: scene)
        // The placeholder cells are systemBlue; the bar above them is the white page.
        XCTAssertEqual(hexColour(image, 100, 59 + 96 + 2), "#007AFF", "the first row, just below the 96-pt bar")
        XCTAssertEqual(hexColour(image, 100, 59 + 96 - 2), "#FFFFFF", "the navigation bar, over scrolled-away content")
        XCTAssertEqual(hexColour(image, 196, 852 - 8 - 3), "#000000", "the home indicator, 8 pt above the bottom edge")
        XCTAssertEqual(hexColour(image, 196, 852 - 34 - 49 - 2), "#007AFF", "content above the tab bar")
    }

    func testBadChromeIsReportedWhereItIsWritten() {
        let bad = errors(
            """
            canvas: {navigationBar: {title: A, titleDisplay: larg}, tabBar: {items: [A, B], selected: 2}}
            \(grid)
            """)
        XCTAssertEqual(
            bad.map(\.message), ["unknown titleDisplay 'larg'", "'selected' is 2 but the tab bar has 2 items"])
        XCTAssertEqual(bad.first?.hint, "did you mean 'large'?")
        XCTAssertEqual(bad.first.map { "\($0.line):\($0.column)" }, "1:50", "at larg")
    }

    // MARK: Looks

    func testSectionAndCellLooksDecode() throws {
        let document = try decode(
            """
            sections:
              - group: {size: 1fw x 100, subitem: {size: 0.5fw x 1fh}}
                image: photo
                imagePlacement: fill
                titleText: headline
                subtitleText: {style: footnote, weight: medium, color: red, alignment: center, lines: 2}
                headerText: title2
                padding: [8, 16]
                content:
                  - Tokyo
                  - {title: Anna, image: avatar, imagePlacement: above, titleText: {weight: bold}, padding: 4}
            """)
        let content = document.content
        let first = content.cell(at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(first.artwork, .photo, "the section's picture")
        XCTAssertEqual(first.imagePlacement, .fill)
        XCTAssertEqual(first.titleText, TextOptions(style: .headline))
        XCTAssertEqual(
            first.subtitleText,
            TextOptions(
                style: .footnote, weight: .medium, color: .systemRed,
                alignment: .center, lines: 2))
        XCTAssertEqual(first.padding, CellPadding(horizontal: 16, vertical: 8))
        XCTAssertEqual(content.sections[0].headerText, TextOptions(style: .title2))
        let second = content.cell(at: IndexPath(item: 1, section: 0))
        XCTAssertEqual(second.artwork, .avatar, "the cell's own")
        XCTAssertEqual(second.imagePlacement, .above)
        XCTAssertEqual(
            second.titleText, TextOptions(style: .headline, weight: .bold), "field by field over the section's")
        XCTAssertEqual(second.padding, CellPadding(all: 4))
        XCTAssertEqual(content.cell(at: IndexPath(item: 5, section: 0)).artwork, .photo, "cells past the content too")
    }

    func testBadLooksAreReportedWithHints() {
        let bad = errors(
            """
            sections:
              - group: {size: 1fw x 100, subitem: {size: 0.5fw x 1fh}}
                titleText: heading
                padding: {leading: 4, trailing: 8}
                content: [{title: A, subtitleText: {style: body, size: 3}}]
            """)
        XCTAssertEqual(
            bad.map(\.message),
            [
                "unknown titleText 'heading'",
                "'padding' must be the same on both sides of each axis",
                "unknown key 'size' in subtitleText"
            ])
        XCTAssertEqual(bad.first?.hint, "did you mean 'headline'?")
        XCTAssertEqual(bad.map(\.line), [3, 4, 5])
    }
}

/// A pixel as `#RRGGBB`.
private func hexColour(_ surface: ImageSurface, _ x: Int, _ y: Int) -> String {
    let pixel = surface.pixel(x: x, y: y)
    return String(format: "#%02X%02X%02X", (pixel >> 16) & 0xFF, (pixel >> 8) & 0xFF, pixel & 0xFF)
}

/// Figures name sections by their `name:`.
final class SectionNamesInFiguresTests: XCTestCase {
    func testAFilmstripCaptionUsesTheSectionsName() throws {
        let document = try decode(
            """
            canvas: {size: 300 x 400}
            sections:
              - name: featured
                orthogonalScrollingBehavior: groupPaging
                group: {size: 0.8fw x 100, subitem: {size: 1fw x 1fh}}
                itemCount: 3
              - orthogonalScrollingBehavior: groupPaging
                group: {size: 0.8fw x 100, subitem: {size: 1fw x 1fh}}
                itemCount: 3
            """)
        let scene = try RenderScene(
            layout: document.makeLayout(), itemCounts: document.itemCounts,
            content: document.content, canvas: document.canvas)
        XCTAssertEqual(try Filmstrip(scene: scene, section: 0).caption, "featured · .groupPaging · 3 stops")
        XCTAssertEqual(
            try Filmstrip(scene: scene, section: 1).caption, "section 1 · .groupPaging · 3 stops",
            "an unnamed section keeps its index")
    }
}

/// Text a cell has no room for is reported, at the cell's place in the file.
final class DroppedTextTests: XCTestCase {
    func testASubtitleWithNoRoomIsReportedAtItsCell() throws {
        let document = try decode(
            """
            canvas: {size: 400 x 300, scale: 1}
            sections:
              - name: cities
                group: {size: 1fw x 40, subitem: {size: 0.5fw x 1fh}}
                content:
                  - {title: Tokyo, subtitle: Capital of Japan}
                  - {title: Kyoto}
                  - {title: A title much too long to fit on one line here, subtitle: Gone}
            """)
        let scene = try RenderScene(
            layout: document.makeLayout(), itemCounts: document.itemCounts,
            content: document.content, canvas: document.canvas)
        // A 40-pt cell with 10-pt padding leaves 20 pt: one 17-pt title line (20.6 pt with
        // Inter's leading) and no room for a 15-pt subtitle line.
        let dropped = try scene.droppedText()
        XCTAssertEqual(dropped.map(\.text), ["Capital of Japan", "Gone"])
        XCTAssertEqual(
            dropped.first?.message, "subtitle 'Capital of Japan' does not fit its 200 x 40 cell and is not drawn")
        let warning = document.warning(try XCTUnwrap(dropped.first).message, aboutCell: IndexPath(item: 0, section: 0))
        XCTAssertEqual(
            warning.description,
            "test.yaml:6:9: warning: cell 0 of section 'cities': subtitle 'Capital of "
                + "Japan' does not fit its 200 x 40 cell and is not drawn")
    }
}

/// What decodes but would not show is a warning at its place.
final class SilentDropWarningTests: XCTestCase {
    func testEachSilentDropIsAWarningAtItsPlace() throws {
        let document = try decode(
            """
            sections:
              - list: {appearance: insetGrouped, backgroundColor: yellow}
                content: [A, {title: B, badge: 2}]
              - group: {size: 1fw x 50, subitem: {size: 1 x 1fh}}
                content: [{title: C, badge: 3}]
              - group: {type: custom, size: 1fw x 50, frames: [[0, 0, 50, 50]]}
                content: [{title: D, badge: 4}]
              - group: {size: 1fw x 50, subitem: {size: 0.25fw x 1fh}}
                content: [{title: Send, icon: {color: blue, symbol: "↑"}}]
                variants: [{when: {minWidth: 800}, list: plain}]
              - group: {size: 1fw x 50, subitem: {size: 0.25fw x 1fh}}
                content: [{title: Pay, icon: orange}]
            """)
        XCTAssertEqual(
            document.warnings.map { "\($0.line):\($0.column) \($0.message)" },
            [
                "2:38 the list's backgroundColor is not drawn: it colours the page, and not every section is a list",
                "4:45 an absolute width of 1 point",
                "7:26 'badge' is not drawn: the items of a custom group (frames:) carry no badge",
                "12:28 'icon' is not drawn: only list rows show an icon, and this section is not a list"
            ],
            "the list row's badge is drawn by the row, C's brings its own, and Send's section is a list "
                + "on wide screens: no warning for them")
        XCTAssertTrue(document.warnings.allSatisfy(\.isWarning))
        XCTAssertEqual(
            document.warnings[1].description,
            "test.yaml:4:45: warning: an absolute width of 1 point; did you mean 1fw (the full width)?")
    }
}

/// Apple TV and Mac canvases in layout files: the devices, a Mac window's size, title bar and
/// sidebar, the focused item, and the mistakes reported.
final class PlatformCanvasDecodingTests: XCTestCase {
    private let row = """
        sections:
          - itemCount: 4
            group: {size: 1fw x 100, subitem: {size: 0.25fw x 1fh}}
        """

    func testMacWindowWithTitleBarAndSidebar() throws {
        let document = try decode(
            """
            canvas:
              device: mac
              window: 1440 x 900
              titleBar: {title: Photos, style: unified, toolbar: ["+"]}
              sidebar: {items: [Library, People], selected: 1, width: 240}
            \(row)
            """)
        let canvas = document.canvas
        XCTAssertEqual(canvas.size, CGSize(width: 1440, height: 900))
        XCTAssertEqual(canvas.scale, 2)
        XCTAssertEqual(canvas.platform, .macOS)
        let window = try XCTUnwrap(canvas.chrome?.window)
        XCTAssertEqual(window.title, "Photos")
        XCTAssertEqual(window.toolbarItems, ["+"])
        XCTAssertEqual(
            window.sidebar, MacWindowChrome.Sidebar(items: ["Library", "People"], selectedIndex: 1, width: 240))
        XCTAssertFalse(canvas.chrome?.statusBar ?? true, "a Mac has no status bar")
        // Content starts below the 52-pt title bar and beside the 240-pt sidebar: the row's
        // four cells share 1440 - 240 = 1200 points.
        let view = document.makeCollectionView()
        XCTAssertEqual(view.adjustedContentInset.top, 52)
        XCTAssertEqual(view.cellFrame(0, 0), CGRect(x: 240, y: 0, width: 300, height: 100))
        XCTAssertEqual(view.cellFrame(0, 3), CGRect(x: 1140, y: 0, width: 300, height: 100))
    }

    func testPlainTitleBarIsTwentyEightPoints() throws {
        let document = try decode(
            """
            canvas: {device: mac, titleBar: {title: Notes, style: plain}}
            \(row)
            """)
        XCTAssertEqual(document.canvas.chrome?.window?.titleBar, .plain)
        XCTAssertEqual(document.makeCollectionView().adjustedContentInset.top, 28)
    }

    func testAppleTVWithAFocusedItem() throws {
        let document = try decode(
            """
            canvas: {device: apple-tv-4k, focusedItem: [0, 2]}
            \(row)
            """)
        XCTAssertEqual(document.canvas.scale, 2)
        XCTAssertEqual(document.canvas.focusedItem, IndexPath(item: 2, section: 0))
        // Inside the 80-pt side margins: four cells share 1920 - 160 = 1760 points.
        XCTAssertEqual(document.makeCollectionView().cellFrame(0, 1), CGRect(x: 520, y: 0, width: 440, height: 100))
    }

    func testMistakesNameTheKey() {
        let window = errors("canvas: {device: iphone-15, window: 800 x 600}\n\(row)")
        XCTAssertEqual(window.map(\.message), ["'window' is the size of a Mac window, and this canvas is not a Mac"])
        XCTAssertEqual(window.first?.line, 1)
        let scale = errors("canvas: {device: mac, scale: 3}\n\(row)")
        XCTAssertEqual(scale.map(\.message), ["a macOS canvas draws at 1x or 2x, not 3x"])
        let titleBar = errors("canvas: {device: ipad, titleBar: Photos}\n\(row)")
        XCTAssertEqual(
            titleBar.map(\.message), ["a title bar and a sidebar are a Mac window's, and this canvas is not a Mac"])
        let focus = errors("canvas: {device: apple-tv-hd, focusedItem: 3}\n\(row)")
        XCTAssertEqual(focus.map(\.message), ["'focusedItem' must be [section, item], two whole numbers, not '3'"])
    }
}

/// `canvas.orientation`: a device held in landscape, and where it cannot be.
final class OrientationDecodingTests: XCTestCase {
    private let row = """
        sections:
          - itemCount: 2
            group: {size: 1fw x 100, subitem: {size: 0.5fw x 1fh}}
        """

    func testLandscapeTurnsTheDevice() throws {
        let document = try decode("canvas: {device: iphone-17-pro, orientation: landscape}\n\(row)")
        XCTAssertEqual(document.canvas.size, CGSize(width: 874, height: 402))
        XCTAssertEqual(document.canvas.safeArea, UIEdgeInsets(top: 0, left: 62, bottom: 20, right: 62))
        // The sections keep clear of the side insets (contentInsetsReference .automatic, the
        // safe area): 874 - 62 - 62 = 750 points for two cells, the first at x = 62.
        XCTAssertEqual(document.makeCollectionView().cellFrame(0, 1), CGRect(x: 437, y: 0, width: 375, height: 100))
        let fallback = try decode("canvas: {orientation: landscape}\n\(row)")
        XCTAssertEqual(fallback.canvas.size, CGSize(width: 852, height: 393), "the default iphone-15, turned")
    }

    func testOrientationWithoutADeviceOrOnATVIsAnError() {
        let plain = errors("canvas: {size: 300 x 400, orientation: landscape}\n\(row)")
        XCTAssertEqual(plain.map(\.message), ["'orientation' turns a device, and this canvas has none"])
        XCTAssertEqual(plain.first.map { [$0.line, $0.column] }, [1, 40])
        let tv = errors("canvas: {device: apple-tv-hd, orientation: portrait}\n\(row)")
        XCTAssertEqual(tv.map(\.message), ["Apple TV HD is always landscape"])
        let word = errors("canvas: {device: ipad, orientation: sideways}\n\(row)")
        XCTAssertEqual(word.first?.line, 1)
    }
}
