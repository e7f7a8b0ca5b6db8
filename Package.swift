// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Mosaic",
    products: [
        .library(name: "CompositionalLayout", targets: ["CompositionalLayout"]),
        .library(name: "MosaicCairo", targets: ["MosaicCairo"]),
        .library(name: "MosaicRender", targets: ["MosaicRender"]),
        .library(name: "MosaicSpec", targets: ["MosaicSpec"]),
        .executable(name: "mosaic", targets: ["mosaic"]),
        .executable(name: "mosaic-bench", targets: ["MosaicBench"]),
        .executable(name: "mosaic-swift-samples", targets: ["SwiftSamples"]),
        .executable(name: "fuzz-layout-file", targets: ["FuzzLayoutFile"]),
        .executable(name: "fuzz-engine", targets: ["FuzzEngine"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.0"),
    ],
    targets: [
        // The engine: pure Swift + Foundation, UIKit's public names.
        .target(name: "CompositionalLayout"),

        // System libraries, found through pkg-config.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo",
                       providers: [.apt(["libpango1.0-dev"])]),

        .target(name: "MosaicCairo", dependencies: ["CCairo", "CPangoCairo"]),
        // Pixel hashes (SHA-256 via GLib, reached through CPangoCairo), tolerant pixel diffs and reference files.
        .target(name: "MosaicSnapshot", dependencies: ["MosaicCairo", "CPangoCairo"]),
        .target(name: "MosaicRender", dependencies: ["CompositionalLayout", "MosaicCairo"]),
        .target(name: "MosaicSpec", dependencies: [
            "CompositionalLayout", "MosaicRender",
            .product(name: "Yams", package: "Yams"),
        ]),
        .executableTarget(name: "mosaic", dependencies: [
            "CompositionalLayout", "MosaicRender", "MosaicSpec",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "MosaicBench", dependencies: ["CompositionalLayout"]),
        // Layouts written in Swift, rendered with MosaicRender directly (`swift run mosaic-swift-samples`).
        .executableTarget(name: "SwiftSamples", dependencies: ["CompositionalLayout", "MosaicRender"],
                          path: "Samples/SwiftLayouts"),
        .executableTarget(name: "MosaicRenderBench", dependencies: ["MosaicRender", "MosaicCairo", "CompositionalLayout"],
                          path: "Benchmarks/render"),

        // Fuzz targets (scripts/fuzz.sh builds them with libFuzzer; plain builds replay inputs).
        .target(name: "MosaicFuzzing", dependencies: ["CompositionalLayout", "MosaicRender", "MosaicSpec"]),
        .executableTarget(name: "FuzzLayoutFile", dependencies: ["MosaicFuzzing"]),
        .executableTarget(name: "FuzzEngine", dependencies: ["MosaicFuzzing"]),

        .testTarget(name: "CompositionalLayoutTests", dependencies: ["CompositionalLayout"]),
        // Layout code written exactly as on iOS; only `import UIKit` is changed.
        .testTarget(name: "PasteTests", dependencies: ["CompositionalLayout"]),
        .testTarget(name: "MosaicCairoTests", dependencies: ["MosaicCairo", "MosaicSnapshot"],
                    exclude: ["References"]),
        .testTarget(name: "MosaicRenderTests", dependencies: ["MosaicRender", "MosaicSnapshot", "CompositionalLayout", "MosaicCairo"],
                    exclude: ["References"]),
        .testTarget(name: "MosaicSpecTests", dependencies: ["MosaicSpec", "MosaicRender", "MosaicSnapshot"],
                    exclude: ["References"]),
        // Runs the built `mosaic` executable; depending on it makes `swift test` build it first.
        .testTarget(name: "MosaicCLITests", dependencies: ["mosaic"]),
        // Inputs the fuzzers found, replayed.
        .testTarget(name: "MosaicFuzzingTests", dependencies: ["MosaicFuzzing"]),
    ]
)
