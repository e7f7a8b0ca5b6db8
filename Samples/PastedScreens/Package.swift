// swift-tools-version: 6.0
// Whole iOS screens pasted into a Linux package: the view controllers in
// Sources/PastedScreens are written as iOS code, with `import UIKit` changed to
// `import CompositionalLayout` and nothing else, and `render-pasted-screens` draws them.
//
//     swift run render-pasted-screens [output-directory]
//
// It depends on Mosaic by path, as a package of your own would depend on it by URL:
//     .package(url: "https://github.com/<owner>/Mosaic", branch: "main")
// (then `package: "mosaic"` below). Building it is also how scripts/check-dependent-package.sh
// checks that a package depending on Mosaic builds without warnings.
import Foundation
import PackageDescription

// A path dependency's identity is its directory's name, so name it from where this file is.
let mosaic = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent

let package = Package(
    name: "PastedScreens",
    dependencies: [
        .package(path: "../..")
    ],
    targets: [
        .target(
            name: "PastedScreens",
            dependencies: [
                .product(name: "CompositionalLayout", package: mosaic)
            ]),
        .executableTarget(
            name: "render-pasted-screens",
            dependencies: [
                "PastedScreens",
                .product(name: "CompositionalLayout", package: mosaic),
                .product(name: "MosaicRender", package: mosaic)
            ])
    ]
)
