// The layouts written as macOS and tvOS code (Samples/PlatformLayouts), pasted with only the
// import changed, rendered on the canvases of their platforms: a Mac window with a unified
// toolbar and a sidebar, and an Apple TV HD with the second poster focused.
import CompositionalLayout
import MosaicRender
import PlatformLayoutSamples

/// The Mac photo browser and the Apple TV home screen as samples.
func platformSamples() -> [Sample] {
    [
        Sample(
            name: "mac-photo-browser", title: "Mac photo browser (pasted AppKit layout)",
            source: "../PlatformLayouts/MacPhotoBrowser.swift", scenes: [("", makeMacPhotoBrowserScene)]),
        Sample(
            name: "tv-home-screen", title: "Apple TV home screen (pasted tvOS layout)",
            source: "../PlatformLayouts/TVHomeScreen.swift", scenes: [("", makeTVHomeScreenScene)])
    ]
}

/// The browser in a 1280 x 800 window at 2x, beside a sidebar, under a unified toolbar.
func makeMacPhotoBrowserScene() throws -> RenderScene {
    var canvas = Canvas(device: Device.named("mac")!)
    canvas.chrome = SystemChrome(statusBar: false, homeIndicator: false)
    canvas.chrome?.window = MacWindowChrome(
        title: "Library", toolbarItems: ["⊞", "♡"],
        sidebar: MacWindowChrome.Sidebar(items: ["Library", "Memories", "People", "Places", "Favourites"]))
    let memories = ["Summer in Lisbon", "Snow Days", "On the Road", "Birthdays", "The Coast"]
    let kind = PlatformLayouts.macPhotoBrowserHeaderKind
    let header = TextOptions(style: .title2, weight: .bold)
    let content = LayoutContent(sections: [
        SectionContent(
            items: memories.map { CellContent(title: $0) }, supplementaryText: [kind: "Memories"],
            artwork: .photo, imagePlacement: .fill, titleText: TextOptions(style: .title3, weight: .semibold),
            headerText: header, padding: CellPadding(all: 10)),
        SectionContent(
            placeholder: .blank, supplementaryText: [kind: "Library"], cellShape: .roundedRect(radius: 4),
            artwork: .photo, headerText: header)
    ])
    return try RenderScene(
        layout: PlatformLayouts.macPhotoBrowser(), itemCounts: [memories.count, 20],
        content: content, canvas: canvas)
}

/// The home screen on an Apple TV HD (1920 x 1080 at 1x), in dark mode, the second still focused.
func makeTVHomeScreenScene() throws -> RenderScene {
    var canvas = Canvas(device: Device.named("apple-tv-hd")!)
    canvas.theme = .dark
    canvas.focusedItem = IndexPath(item: 1, section: 0)
    let upNext = ["Harbour Lights", "The Orchard", "Cold Case Files", "Northern Line"]
    let kind = PlatformLayouts.tvHomeScreenTitleKind
    let shelves = PlatformLayouts.tvHomeScreenShelves
    let header = TextOptions(style: .title3, weight: .medium)
    let content = LayoutContent(sections: [
        SectionContent(
            items: upNext.map { CellContent(title: $0) }, supplementaryText: [kind: shelves[0]],
            artwork: .photo, imagePlacement: .fill, titleText: TextOptions(style: .headline),
            headerText: header, padding: CellPadding(all: 20)),
        SectionContent(
            placeholder: .blank, supplementaryText: [kind: shelves[1]], artwork: .artwork, headerText: header),
        SectionContent(
            placeholder: .blank, supplementaryText: [kind: shelves[2]], artwork: .artwork, headerText: header)
    ])
    return try RenderScene(
        layout: PlatformLayouts.tvHomeScreen(), itemCounts: [upNext.count, 10, 10],
        content: content, canvas: canvas)
}
