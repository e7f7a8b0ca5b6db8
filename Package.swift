// swift-tools-version: 6.0
import PackageDescription

/// The pkg-config package CPangoCairo's compiler flags come from. On Linux, Mosaic's own
/// Sources/CPangoCairo/pkgconfig/mosaic-pangocairo.pc (by absolute path, which SwiftPM
/// accepts): the system's pangocairo.pc drags in `-pthread` through GLib's gmodule, and
/// SwiftPM warns about it in every build of every package that depends on Mosaic (the file
/// says why). SwiftPM splits the name at spaces, so a checkout whose path has one, and
/// other systems, use pangocairo.pc.
let pangoCairoPkgConfig: String = {
    #if os(Linux)
    let ownFile = Context.packageDirectory + "/Sources/CPangoCairo/pkgconfig/mosaic-pangocairo.pc"
    if !ownFile.contains(" ") { return ownFile }
    #endif
    return "pangocairo"
}()

/// Test targets call the main-actor UIKit stand-ins (views, view controllers) from XCTest's
/// test methods, which run on the main thread but are nonisolated (XCTest on Linux cannot run
/// main-actor test methods); in the Swift 5 language mode the stand-ins' `@preconcurrency
/// @MainActor`, as UIKit's, allows that, as it allows it to an iOS app's older tests.
let mainThreadTests: [SwiftSetting] = [.swiftLanguageMode(.v5)]

let package = Package(
    name: "Mosaic",
    products: [
        .library(name: "CompositionalLayout", targets: ["CompositionalLayout"]),
        .library(name: "MosaicContent", targets: ["MosaicContent"]),
        .library(name: "MosaicCairo", targets: ["MosaicCairo"]),
        .library(name: "MosaicRender", targets: ["MosaicRender"]),
        .library(name: "MosaicSpec", targets: ["MosaicSpec"]),
        .library(name: "MosaicFrames", targets: ["MosaicFrames"]),
        .library(name: "MosaicSnapshotTesting", targets: ["MosaicSnapshotTesting"]),
        .executable(name: "mosaic", targets: ["mosaic"])
        // Benchmarks, fuzzers and samples are executable targets, not products: SwiftPM builds
        // and runs them by target name (`swift run mosaic-bench`), and packages that depend on
        // Mosaic do not see them.
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `mosaic preview`'s HTTP and WebSocket server: no dependencies of its own, and built only
        // for the command-line tool (no library product uses it).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        // `swift package generate-documentation`: builds the DocC catalogs. A plugin only; nothing
        // of it links into Mosaic or into packages that depend on it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0")
    ],
    targets: [
        // The engine: the layout model, solver, lists and the layout object; pure Swift +
        // Foundation, UIKit's public names, usable from any thread.
        .target(name: "CompositionalLayoutEngine"),
        // Views, view controllers, cells, data sources and the collection view, as UIKit
        // names them, so whole pasted screens compile.
        .target(name: "UIKitStandIns", dependencies: ["CompositionalLayoutEngine"]),
        // What users import: the engine and the UIKit stand-ins, re-exported.
        .target(name: "CompositionalLayout", dependencies: ["CompositionalLayoutEngine", "UIKitStandIns"]),

        // System libraries, found through pkg-config.
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(
            name: "CPangoCairo", pkgConfig: pangoCairoPkgConfig,
            providers: [.apt(["libpango1.0-dev"])]),

        // JPEG images (libjpeg-turbo's libjpeg62-turbo-dev on Debian).
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
        .systemLibrary(name: "CMalloc"),

        // What a cell shows (content, colours, text styles), the canvas, devices and themes:
        // plain data, no Cairo, so that reading a layout file links no drawing library.
        .target(name: "MosaicContent", dependencies: ["CompositionalLayout"]),
        .target(name: "MosaicCairo", dependencies: ["MosaicContent", "CCairo", "CPangoCairo", "CJPEG", "CMalloc"]),
        // Frame records, their stable text dump and frame-level diffs: no cairo, no fonts.
        .target(name: "MosaicFrames", dependencies: ["CompositionalLayout"]),
        // Pixel hashes, tolerant pixel diffs, reference files and the verdict across library versions.
        .target(name: "MosaicSnapshot", dependencies: ["MosaicCairo", "MosaicFrames"]),
        .target(
            name: "MosaicRender", dependencies: ["CompositionalLayout", "MosaicContent", "MosaicCairo", "MosaicFrames"]),
        // Strategies for pointfreeco/swift-snapshot-testing: layouts drawn on Linux, compared by pixel hash first.
        .target(
            name: "MosaicSnapshotTesting",
            dependencies: [
                "CompositionalLayout", "MosaicRender", "MosaicSnapshot", "MosaicFrames", "MosaicCairo",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing")
            ]),
        .target(
            name: "MosaicSpec",
            dependencies: [
                "CompositionalLayout", "MosaicContent",
                .product(name: "Yams", package: "Yams")
            ]),
        // `mosaic preview`'s parts that know nothing of layouts: the file watcher (inotify, or
        // polling), the request checks and the server around FlyingFox.
        .target(
            name: "MosaicPreview",
            dependencies: [
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox")
            ]),
        .executableTarget(
            name: "mosaic",
            dependencies: [
                "CompositionalLayout", "MosaicRender", "MosaicCairo", "MosaicSpec", "MosaicFrames", "MosaicSnapshot",
                "CMalloc",
                "MosaicPreview",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ]),
        // Benchmarks (Benchmarks/): the engine's (`make bench`) and drawing's (`make bench-render`),
        // over paired timing (A B A B, median ratio and spread).
        .target(name: "BenchmarkSupport", path: "Benchmarks/support"),
        .executableTarget(
            name: "mosaic-bench", dependencies: ["CompositionalLayout", "BenchmarkSupport"],
            path: "Benchmarks/engine"),
        .executableTarget(
            name: "MosaicRenderBench",
            dependencies: ["MosaicRender", "MosaicCairo", "CompositionalLayout", "BenchmarkSupport"],
            path: "Benchmarks/render"),

        // Layouts written in Swift, rendered with MosaicRender directly (`swift run mosaic-swift-samples`).
        .executableTarget(
            name: "mosaic-swift-samples",
            dependencies: [
                "CompositionalLayout", "MosaicRender", "PastedScreens",
                "PlatformLayoutSamples"
            ],
            path: "Samples/SwiftLayouts"),
        // Layouts written as macOS (AppKit) and tvOS code, pasted with only the import changed.
        .target(name: "PlatformLayoutSamples", dependencies: ["CompositionalLayout"], path: "Samples/PlatformLayouts"),
        // Whole view controllers written as iOS code (Samples/PastedScreens, also a package of
        // its own that depends on Mosaic): the same module as that package's target, so the
        // tests import what a user's package imports. A package that depends on Mosaic never
        // builds this one (no product contains it), so the two never meet in one build.
        .target(
            name: "PastedScreens", dependencies: ["CompositionalLayout"],
            path: "Samples/PastedScreens/Sources/PastedScreens"),

        // Fuzz targets (scripts/fuzz.sh builds them with libFuzzer; plain builds replay inputs).
        .target(name: "MosaicFuzzing", dependencies: ["CompositionalLayout", "MosaicRender", "MosaicSpec"]),
        .executableTarget(name: "fuzz-layout-file", dependencies: ["MosaicFuzzing"], path: "Sources/FuzzLayoutFile"),
        .executableTarget(name: "fuzz-engine", dependencies: ["MosaicFuzzing"], path: "Sources/FuzzEngine"),

        .testTarget(
            name: "CompositionalLayoutTests", dependencies: ["CompositionalLayout"], swiftSettings: mainThreadTests),
        // Layout code written exactly as on iOS; only `import UIKit` is changed.
        .testTarget(
            name: "PasteTests", dependencies: ["CompositionalLayout", "PlatformLayoutSamples"],
            swiftSettings: mainThreadTests),
        // UIKit stand-ins around layouts, and the pasted screens' frames and content.
        .testTarget(
            name: "PastedScreensTests", dependencies: ["PastedScreens", "CompositionalLayout", "MosaicRender"],
            swiftSettings: mainThreadTests),
        .testTarget(
            name: "MosaicCairoTests",
            dependencies: [
                "MosaicCairo", "MosaicSnapshot", "MosaicSnapshotTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing")
            ],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "MosaicRenderTests",
            dependencies: [
                "MosaicRender", "MosaicContent", "MosaicSnapshot", "CompositionalLayout", "MosaicCairo",
                "MosaicSnapshotTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing")
            ],
            exclude: ["__Snapshots__"], swiftSettings: mainThreadTests),
        .testTarget(
            name: "MosaicSpecTests",
            dependencies: [
                "MosaicSpec", "MosaicRender", "MosaicSnapshot", "MosaicSnapshotTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing")
            ],
            exclude: ["__Snapshots__"], swiftSettings: mainThreadTests),
        .testTarget(
            name: "MosaicSnapshotTestingTests",
            dependencies: [
                "MosaicSnapshotTesting", "MosaicSnapshot", "MosaicFrames", "MosaicRender", "MosaicCairo",
                "CompositionalLayout",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing")
            ], exclude: ["__Snapshots__"], swiftSettings: mainThreadTests),
        .testTarget(
            name: "MosaicFramesTests", dependencies: ["MosaicFrames", "CompositionalLayout"],
            swiftSettings: mainThreadTests),
        // Runs the built `mosaic` executable; depending on it makes `swift test` build it first.
        .testTarget(name: "MosaicCLITests", dependencies: ["mosaic"]),
        .testTarget(name: "MosaicPreviewTests", dependencies: ["MosaicPreview"]),
        // Inputs the fuzzers found, replayed.
        .testTarget(
            name: "MosaicFuzzingTests", dependencies: ["MosaicFuzzing", "CompositionalLayout"],
            swiftSettings: mainThreadTests)
    ]
)
