// swift-tools-version: 6.0
// An app's layout code and its snapshot tests, run on Linux with Mosaic and
// pointfreeco/swift-snapshot-testing (see the README: "Snapshot-test your iOS layouts on Linux").
import PackageDescription

let package = Package(
    name: "SnapshotTestingExample",
    dependencies: [
        .package(name: "Mosaic", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7")
    ],
    targets: [
        // The layout code as it is in the iOS app; only `import UIKit` became `import CompositionalLayout`.
        .target(name: "AppLayouts", dependencies: [.product(name: "CompositionalLayout", package: "Mosaic")]),
        .testTarget(
            name: "AppLayoutsTests",
            dependencies: [
                "AppLayouts",
                .product(name: "MosaicSnapshotTesting", package: "Mosaic"),
                // Canvas, for a screen of any size (UndrawableScreenTests).
                .product(name: "MosaicContent", package: "Mosaic"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing")
            ], exclude: ["__Snapshots__"])
    ]
)
