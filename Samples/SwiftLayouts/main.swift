// mosaic-swift-samples: compositional layouts written in Swift, rendered with MosaicRender.
//
// The layouts in this folder are written exactly as an iOS app writes them (only
// `import UIKit` became `import CompositionalLayout`); this file draws them to PNG
// without a layout file or the `mosaic` command:
//
//     swift run mosaic-swift-samples            # writes Output/swift/*.png
//     swift run mosaic-swift-samples some/dir   # writes some/dir/*.png
//
// To render a layout of your own, the whole recipe is:
//
//     import CompositionalLayout
//     import MosaicRender
//
//     let layout = createMyLayout()                    // your UICollectionViewCompositionalLayout
//     var canvas = Canvas(device: Device.named("iphone-15")!)
//     canvas.fullPage = true                            // the whole content, not just the screen
//     let scene = try RenderScene(layout: layout, itemCounts: [12, 40], canvas: canvas)
//     try Renderer().writePNG(of: scene, to: URL(fileURLWithPath: "my-layout.png"))
//
// `content:` (a `LayoutContent`) gives cells titles, subtitles, images and colours and
// headers their text; `Renderer().write(scene, format: .svg, to:)` writes SVG or PDF.
//
// The samples:
// - AppStore.swift: an App Store page whose featured carousel scales and fades its
//   cards with a visibleItemsInvalidationHandler, drawn mid-scroll.
// - Sidebar.swift: an iPad-style sidebar list (UICollectionLayoutListConfiguration).
// - AdaptiveGrid.swift: a photo grid whose column count comes from the layout
//   environment, drawn on an iPhone and on an iPad.
// - PastedScreenScenes.swift: the whole view controllers of Samples/PastedScreens
//   (data sources, registrations, content configurations), rendered as pasted.
// - PlatformScenes.swift: the layouts of Samples/PlatformLayouts, written as macOS and
//   tvOS code, on a Mac window and an Apple TV.
//
// Besides the images it writes gallery.json, which `mosaic render --gallery-include`
// adds to the samples gallery (scripts/render-samples.sh does).
import CompositionalLayout
import Foundation
import MosaicRender

/// One sample: a name, the Swift file it is written in, and how to draw it.
struct Sample {
    var name: String
    var title: String
    var source: String
    var scenes: [(suffix: String, make: @MainActor () throws -> RenderScene)]
}

let samples: [Sample] =
    [
        Sample(
            name: "app-store-carousel", title: "App Store with a scaling carousel (Swift)", source: "AppStore.swift",
            scenes: [("", { try makeAppStoreScene() })]),
        Sample(
            name: "sidebar", title: "Sidebar list (Swift)", source: "Sidebar.swift",
            scenes: [("", makeSidebarScene)]),
        Sample(
            name: "adaptive-grid", title: "Adaptive photo grid (Swift)", source: "AdaptiveGrid.swift",
            scenes: [
                ("-iphone", { try makeAdaptiveGridScene(device: "iphone-15") }),
                ("-ipad", { try makeAdaptiveGridScene(device: "ipad") })
            ])
    ] + pastedScreenSamples() + platformSamples()

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--help") || arguments.contains("-h") {
    print("usage: mosaic-swift-samples [output-directory]   (default: Output/swift)")
    print(
        "       mosaic-swift-samples --carousel-animation FILE   (the App Store carousel, animated; prints time and size)"
    )
    exit(0)
}
if arguments.first == "--carousel-animation", let path = arguments.dropFirst().first {
    do {
        let (seconds, bytes) = try writeCarouselAnimation(to: URL(fileURLWithPath: path))
        print(String(format: "%@: %.2f s, %d bytes (%.2f MB)", path, seconds, bytes, Double(bytes) / 1_000_000))
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(1)
    }
}
let output = URL(fileURLWithPath: arguments.first ?? "Output/swift", isDirectory: true)
// Paths in the manifest are relative to it: this file's folder, seen from the output folder.
let sourceFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

struct ManifestEntry: Codable {
    var name: String
    var title: String
    var source: String
    var images: [String]
}

struct Manifest: Codable {
    var title: String
    var entries: [ManifestEntry]
}

var entries: [ManifestEntry] = []
var failed = false
let renderer = Renderer()
for sample in samples {
    var images: [String] = []
    for (suffix, make) in sample.scenes {
        let file = "\(sample.name)\(suffix).png"
        do {
            try renderer.writePNG(of: try make(), to: output.appendingPathComponent(file))
            images.append(file)
            print("\(sample.source) -> \(output.appendingPathComponent(file).relativePath)")
        } catch {
            failed = true
            FileHandle.standardError.write(Data("\(sample.source): error: \(error)\n".utf8))
        }
    }
    entries.append(
        ManifestEntry(
            name: sample.name, title: sample.title,
            source: relativePath(from: output, to: sourceFolder.appendingPathComponent(sample.source)),
            images: images))
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
do {
    let data = try encoder.encode(Manifest(title: "Layouts written in Swift", entries: entries))
    try data.write(to: output.appendingPathComponent("gallery.json"), options: .atomic)
} catch {
    failed = true
    FileHandle.standardError.write(Data("error: cannot write gallery.json: \(error)\n".utf8))
}
exit(failed ? 1 : 0)

/// The path of `url` seen from `folder`, with `..` where needed.
func relativePath(from folder: URL, to url: URL) -> String {
    let from = folder.standardizedFileURL.resolvingSymlinksInPath().pathComponents
    let to = url.standardizedFileURL.resolvingSymlinksInPath().pathComponents
    var common = 0
    while common < min(from.count, to.count), from[common] == to[common] { common += 1 }
    return (Array(repeating: "..", count: from.count - common) + to[common...]).joined(separator: "/")
}
